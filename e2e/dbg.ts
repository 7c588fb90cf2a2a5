import { writeFileSync } from 'node:fs';
import { newPerson } from './src/people.ts';
import { latestMail, startServer } from './src/server.ts';

const server = await startServer();
const person = newPerson();
const origin = { origin: server.baseUrl, 'content-type': 'application/json' };
await fetch(`${server.baseUrl}/api/account/register`, {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ ...person, currency: 'USD', acceptTerms: true }),
});
const mail = await latestMail(server, person.email, 'Verify your e-mail');
await fetch(mail.actionUrl ?? '', { redirect: 'manual' });
const signedIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: origin,
  body: JSON.stringify({ email: person.email, password: person.password }),
});
const cookie =
  signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ') + '; kapital-tz=UTC';
for (const [name, p] of [
  ['dash', '/'],
  ['wallet', '/wallet'],
  ['inv', '/investment'],
  ['trade', '/trade/BTC/bitcoin'],
  ['login', '/login'],
]) {
  const t = performance.now();
  const r = await fetch(`${server.baseUrl}${p}`, {
    headers:
      name === 'login' ? {} : { cookie, 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' },
  });
  const html = await r.text();
  console.log(
    name,
    r.status,
    Math.round(performance.now() - t),
    'ms',
    html.length,
    r.headers.get('content-security-policy')?.slice(0, 80),
  );
  writeFileSync(`/tmp/dbg/${name}.html`, html);
}
await server.stop?.();
process.exit(0);

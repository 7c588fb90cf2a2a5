import { chromium } from 'playwright-core';
import { newPerson } from './src/people.ts';
import { latestMail, startServer } from './src/server.ts';

const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST_DIR: process.env.DIST ?? '' });
try {
  const person = newPerson();
  const h = { origin: server.baseUrl, 'content-type': 'application/json' };
  await fetch(`${server.baseUrl}/api/account/register`, { method: 'POST', headers: h, body: JSON.stringify({ ...person, currency: 'USD', acceptTerms: true }) });
  const mail = await latestMail(server, person.email, 'Verify your e-mail');
  await fetch(mail.actionUrl ?? '', { redirect: 'manual' });
  const si = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers: h, body: JSON.stringify({ email: person.email, password: person.password }) });
  const cookies = si.headers.getSetCookie().map((c) => { const [nv] = c.split(';'); const i = nv.indexOf('='); return { name: nv.slice(0, i), value: nv.slice(i + 1), url: server.baseUrl }; });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const t0 = Date.now();
  if (!process.env.STEADY) await cdp.send('Profiler.start');
  await page.goto(`${server.baseUrl}/`);
  await page.getByTestId('header-balance').waitFor();
  console.log('header balance at', Date.now() - t0);
  if (process.env.STEADY) { await page.waitForTimeout(4000); await cdp.send('Profiler.start'); }
  await page.waitForTimeout(Number(process.env.WAIT ?? 8000));
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const idToNode = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const n = idToNode.get(id)!;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
    const u = f.url.split('/').pop() || f.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0));
  });
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${n}`).join('\n');
  console.log('BY URL\n' + top(byUrl, 15));
  console.log('SELF\n' + top(self, 40));
  await browser.close();
} finally {
  await server.stop();
}

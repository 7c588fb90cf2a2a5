import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './src/browser.ts';
import { newPerson } from './src/people.ts';
import { latestMail, startServer } from './src/server.ts';
const server = await startServer();
const person = newPerson();
const origin = { origin: server.baseUrl, 'content-type': 'application/json' };
await fetch(`${server.baseUrl}/api/account/register`, { method: 'POST', headers: origin, body: JSON.stringify({ ...person, currency: 'USD', acceptTerms: true }) });
const mail = await latestMail(server, person.email, 'Verify your e-mail');
await fetch(mail.actionUrl ?? '', { redirect: 'manual' });
const signedIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers: origin, body: JSON.stringify({ email: person.email, password: person.password }) });
const cookies = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).concat(['kapital-tz=UTC']);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const context = await browser.newContext();
await context.addCookies(cookies.map((pair) => { const [name = '', value = ''] = pair.split('='); return { name, value, url: server.baseUrl }; }));
await context.addInitScript(() => {
  const observer = new MutationObserver((changes) => { for (const c of changes) for (const n of Array.from(c.addedNodes)) if (n instanceof HTMLHeadingElement) n.dataset.parsed = ''; });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect());
});
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 400)));
await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
await page.goto(`${server.baseUrl}/`);
console.log('no js', await page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => `${h.textContent} parsed=${h.dataset.parsed}`)));
await page.unroute(/\/assets\/.*\.js$/);
for (const path of ['/', '/wallet']) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.waitForTimeout(3000);
  console.log(path, await page.evaluate(() => [...document.querySelectorAll('h1')].map((h) => `${h.textContent} parsed=${h.dataset.parsed}`)), await page.evaluate(() => !!document.getElementById('kapital-page-data')));
}
await browser.close();
process.exit(0);

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStaffPage } from '../src/money-console.ts';
import { newPerson } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

/**
 * Another port of the same host: the same site as Kapital, so the admin's SameSite=Lax session
 * cookie travels with whatever its pages submit.
 */
let attacker: Server;
let attackerUrl: string;
let victimId: string;

/** A page that, once opened, posts a text/plain form to Kapital's ban route at once. */
function forgedBanPage(action: string): string {
  return `<!doctype html><html><body>
<form method="POST" action="${action}" enctype="text/plain">
<input type="hidden" name='{"reason":"' value='x"}'>
</form>
<script>document.forms[0].submit();</script>
</body></html>`;
}

beforeAll(async () => {
  const person = newPerson();
  const registered = await fetch(`${run.server.baseUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: run.server.baseUrl },
    body: JSON.stringify({
      fullName: person.fullName,
      userName: person.userName,
      email: person.email,
      password: person.password,
      currency: 'USD',
      acceptTerms: true,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  victimId = ((await registered.json()) as { uid: string }).uid;

  const action = `${run.server.baseUrl}/api/admin/users/${encodeURIComponent(victimId)}/ban`;
  attacker = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(forgedBanPage(action));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
  expect(new URL(attackerUrl).hostname).toBe(new URL(run.server.baseUrl).hostname);
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

describe('request forgery', () => {
  test("a page on another port cannot ban a user through a signed-in admin's browser", async () => {
    const page = await openStaffPage(run.browser, run.server);

    const banAnswer = page.waitForResponse((response) => response.url().endsWith('/ban'));
    await page.goto(attackerUrl);
    const answer = await banAnswer;
    expect(answer.request().method()).toBe('POST');
    expect(answer.request().headers()['content-type']).toContain('text/plain');
    expect(answer.status()).toBe(403);

    // What the browser shows after the forged submit: Kapital's refusal, not a success.
    await page.waitForURL(`**/api/admin/users/*/ban`);
    const shown = (await page.locator('body').textContent()) ?? '';
    expect(shown).toContain('FOREIGN_ORIGIN');
    expect(shown).toContain(`Open Kapital at ${run.server.baseUrl}`);

    // The user is not banned: the console still offers to ban them.
    await page.goto(`/admin/users/${encodeURIComponent(victimId)}`);
    const ban = page.getByRole('button', { name: 'Ban', exact: true });
    await expect.poll(() => ban.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Banned', exact: true }).count()).toBe(0);
    const detail = await page.request.get(`/api/admin/users/${encodeURIComponent(victimId)}`);
    expect(detail.status()).toBe(200);
    expect(await detail.json()).toMatchObject({ userStatus: 'active', userBlock: false });
  });
});

import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { useSharedServer } from '../src/suite.ts';

// What a developer reading the API docs, an uptime monitor and a crawler meet on the built app
// (the run's shared server: nothing here writes).
const run = useSharedServer();

describe('the API docs at /api/docs', () => {
  test('open, and try an operation, without a console error (Content-Security-Policy included)', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/api/docs');
    await expect
      .poll(() => page.getByRole('heading', { name: /Kapital API/ }).isVisible())
      .toBe(true);
    await page
      .getByRole('button', { name: /^GET \/api\/health Is the database reachable/ })
      .click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(() => page.locator('.live-responses-table tbody .response-col_status').textContent())
      .toContain('200');

    expect(problems).toEqual([]);
  });
});

describe('what monitors and crawlers ask for', () => {
  test('HEAD /login answers 200 like GET, with no body', async () => {
    const head = await fetch(`${run.server.baseUrl}/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
  });

  test('/robots.txt is plain text that keeps crawlers out of the API and the console', async () => {
    const response = await fetch(`${run.server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  test('a file that is not there is a 404, not the web app', async () => {
    for (const url of ['/favicon-x.png', '/missing.js']) {
      const response = await fetch(`${run.server.baseUrl}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('<!doctype html>');
    }
  });
});

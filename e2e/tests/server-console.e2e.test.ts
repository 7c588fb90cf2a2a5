import { describe, expect, onTestFinished, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { newPerson, register } from '../src/people.ts';
import { startServer } from '../src/server.ts';
import { useServer } from '../src/suite.ts';

// The console of `npm start` as a newcomer meets it: the default settings (the e2e servers
// otherwise log only warnings).
const run = useServer({ LOG_LEVEL: '' });

const REQUEST_LINE = /incoming request|request completed/;

describe('the console of a production server with the default settings', () => {
  test('shows the start-up message and the mail links, readable, and no line per request', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    const person = newPerson();
    // Registering alone makes dozens of requests: the pages, their scripts, the API.
    await register(page, person);

    const mailLine = `[outbox] mail to ${person.email}: "Verify your e-mail for Kapital" -> ${run.server.baseUrl}/api/auth/verify-email?token=`;
    await expect.poll(() => run.server.output()).toContain(mailLine);
    const output = run.server.output();
    expect(output).toMatch(/^ {2}Kapital \S+ is running \(pglite\)\.$/m);
    expect(output).toContain(`  Open ${run.server.baseUrl}\n`);
    expect(output).not.toMatch(REQUEST_LINE);
    expect(output).not.toContain('Deprecation');
    // Lines a person reads, not JSON objects.
    expect(output).not.toContain('{"level"');
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at /m);
  });
});

describe('LOG_REQUESTS=true', () => {
  test('adds the lines of every request', async () => {
    const server = await startServer({ LOG_LEVEL: '', LOG_REQUESTS: 'true' });
    onTestFinished(() => server.stop());
    const { page } = await openPage(run.browser, server.baseUrl);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);

    await expect.poll(() => server.output()).toMatch(/request completed/);
    expect(server.output()).toMatch(/INFO.*incoming request.*"method":"GET","url":"\/login"/);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminServerEnv } from '../src/admin.ts';
import { openPage } from '../src/browser.ts';
import { fileIn, png } from '../src/files.ts';
import { registerVerified, signIn } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { type StartedServer, startServer } from '../src/server.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

/** The demo support agent, created with the demo data on an empty database. */
const SUPPORT = { email: 'support@kapital.local', password: 'support-kapital-2016' };
/** What a user might type to try to run script in the staff console. */
const HOSTILE_TEXT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

let server: StartedServer;
let filesDir: string;

beforeAll(async () => {
  // Its own server: the demo data brings the support agent, and only on an empty database.
  server = await startServer({ ...adminServerEnv, DEMO_DATA: 'true' });
  filesDir = mkdtempSync(path.join(tmpdir(), 'kapital-chat-files-'));
});

afterAll(async () => {
  await server?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const launcher = (page: Page) => page.getByRole('button', { name: /^(Open|Close) live chat/ });

describe('Live chat', () => {
  test('a user writes with an image; support sees it live, replies; the closed panel counts the reply', async () => {
    // The support agent has only the inbox: /admin brings them there.
    const { page: agent } = await openPage(run.browser, server.baseUrl);
    await signIn(agent, SUPPORT.email, SUPPORT.password);
    await agent.getByTestId('header-balance').waitFor();
    await agent.goto('/admin');
    await agent.waitForURL('**/admin/chat');
    await agent.getByRole('heading', { level: 1, name: 'Support inbox' }).waitFor();
    const nav = agent.getByRole('navigation', { name: 'Admin console' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Support inbox']);
    await agent.getByText('No open conversations: nobody is waiting for an answer.').waitFor();

    // A user opens the panel and sends a message with an image.
    const { page: user } = await openPage(run.browser, server.baseUrl);
    const person = await registerVerified(user, server);
    await launcher(user).click();
    const panel = user.getByRole('dialog', { name: 'Live Chat' });
    await panel.getByText('Ask us anything').waitFor();
    await panel
      .getByTestId('chat-image-input')
      .setInputFiles(fileIn(filesDir, 'screen.png', png(64)));
    await panel.getByTestId('chat-image-preview').waitFor();
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.fill(HOSTILE_TEXT);
    await message.press('Enter');
    const own = panel.getByTestId('chat-message-own');
    await own.getByTestId('chat-mark-delivered').waitFor();
    expect(await own.innerText()).toContain(HOSTILE_TEXT);

    // Support is told, and sees it arrive without reloading, unread, and opens it.
    await agent.getByText(`New chat message from ${person.fullName}`).waitFor();
    const row = agent.getByTestId('chat-inbox-row').filter({ hasText: person.fullName });
    await row.waitFor();
    expect(await row.getAttribute('aria-label')).toBe(`${person.fullName}, 1 unread`);
    await row.click();
    const conversation = agent.getByTestId('chat-inbox-conversation');
    const question = conversation.getByTestId('chat-message-user');
    await question.waitFor();
    // What the user typed is text: shown as typed, and nothing of it ran.
    expect(await question.innerText()).toContain(HOSTILE_TEXT);
    expect(await agent.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const image = question.getByRole('img', { name: `Image from ${person.fullName}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    // The user's context sits beside it.
    const context = agent.getByTestId('chat-user-context');
    expect(await context.innerText()).toContain(person.email);
    // Reading it turns the user's mark to read, live.
    await own.getByTestId('chat-mark-read').waitFor();

    // The user closes the panel; support assigns the conversation and replies.
    await panel.getByRole('button', { name: 'Close live chat' }).click();
    await panel.waitFor({ state: 'hidden' });
    await conversation.getByRole('button', { name: 'Assign to me' }).click();
    await conversation.getByText(/^Assigned to /).waitFor();
    const reply = conversation.getByRole('textbox', { name: 'Message' });
    await reply.fill('Thanks, we are looking at it.');
    await reply.press('Enter');
    await conversation
      .getByTestId('chat-message-own')
      .filter({ hasText: 'Thanks, we are' })
      .waitFor();

    // The closed panel's button counts the reply, and so does the tab's title.
    await user.getByRole('button', { name: 'Open live chat, 1 unread' }).waitFor();
    await expect.poll(() => user.title()).toMatch(/^\(1\) /);
    await launcher(user).click();
    const answer = panel.getByTestId('chat-message-staff');
    await answer.filter({ hasText: 'Thanks, we are looking at it.' }).waitFor();
    await expect.poll(() => user.title()).not.toMatch(/^\(\d+\) /);
    await conversation.getByTestId('chat-message-own').getByTestId('chat-mark-read').waitFor();

    // Resolved, it leaves the open list for the resolved one.
    await conversation.getByRole('button', { name: 'Resolve' }).click();
    await conversation.getByRole('button', { name: 'Reopen' }).waitFor();
    await agent.getByRole('tab', { name: 'Resolved' }).click();
    await agent.getByTestId('chat-inbox-row').filter({ hasText: person.fullName }).waitFor();

    await checkScreen(agent, 'admin-chat', () =>
      agent.getByTestId('chat-inbox-conversation').getByTestId('chat-message-user').waitFor(),
    );
    await checkScreen(user, 'chat-panel', async () => {
      if (!(await panel.isVisible())) await launcher(user).click();
      await panel.getByTestId('chat-message-staff').waitFor();
    });
  });
});

import { randomUUID } from 'node:crypto';
import {
  CHAT_MAIL_AFTER_MS,
  type ChatConversationSummary,
  chatConversationDetailResponse,
  chatConversationId,
  chatHistoryResponse,
  chatInboxResponse,
} from '@kapital/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessage } from '../../src/db/schema/index.ts';
import { sendMessage } from '../../src/features/chat/chat-service.ts';
import { mailUnreadReplies } from '../../src/features/chat/mail-fallback.ts';
import { createMemoryMailer, type MailMessage } from '../../src/platform/mail/mailer.ts';
import { auditFor, send } from '../helpers/admin.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertDeposit } from '../helpers/deposit-fixtures.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { fundWallet } from '../helpers/ledger-fixtures.ts';
import { createManualClock } from '../helpers/manual-clock.ts';
import { multipart } from '../helpers/multipart.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

const START = Date.parse('2026-11-02T09:00:00.000Z');
const MINUTE = 60 * 1000;
const INBOX = '/api/admin/chat/conversations';
const clock = createManualClock(START);

let t: TestApp;
let admin: TestUser;
let support: TestUser;
let person: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false, clock });
  [admin, support, person] = await Promise.all([
    staffUser(t, 'admin'),
    staffUser(t, 'support'),
    verifiedUser(t),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A user's own message, through the user's route. */
async function userSays(user: TestUser, text: string) {
  const response = await send(t, 'POST', '/api/chat/messages', {
    cookie: user.cookie,
    payload: { text, clientId: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return chatConversationId(user.id);
}

/** A staff reply through the inbox. */
async function staffReplies(staff: TestUser, conversationId: string, text: string) {
  const response = await send(t, 'POST', `${INBOX}/${conversationId}/messages`, {
    cookie: staff.cookie,
    payload: { text, clientId: randomUUID() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function inbox(staff: TestUser, filter: string): Promise<ChatConversationSummary[]> {
  const response = await get(t, `${INBOX}?filter=${filter}&size=100`, staff.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return chatInboxResponse.parse(response.json()).items;
}

async function summaryOf(staff: TestUser, conversationId: string, filter = 'all') {
  return (await inbox(staff, filter)).find((item) => item.id === conversationId);
}

function act(staff: TestUser, conversationId: string, action: string) {
  return send(t, 'POST', `${INBOX}/${conversationId}/${action}`, { cookie: staff.cookie });
}

/** The user's messages no staff member has read, counted from the rows themselves. */
async function unreadRows(conversationId: string, senderRole: 'user' | 'staff') {
  const [row] = await t.db
    .select({ n: count() })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.senderRole, senderRole),
        isNull(chatMessage.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

describe('who reaches the inbox', () => {
  it('a plain user gets 403 on every inbox route; support and admin get in', async () => {
    const conversationId = await userSays(await verifiedUser(t), 'Hello?');
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `${INBOX}?filter=all`],
      ['GET', `${INBOX}/${conversationId}`],
      ['POST', `${INBOX}/${conversationId}/messages`, { text: 'Hi', clientId: randomUUID() }],
      ['POST', `${INBOX}/${conversationId}/read`],
      ['POST', `${INBOX}/${conversationId}/assign`],
      ['POST', `${INBOX}/${conversationId}/resolve`],
      ['POST', `${INBOX}/${conversationId}/reopen`],
    ];
    for (const [method, url, payload] of routes) {
      const refused = await send(t, method, url, { cookie: person.cookie, payload });
      expectError(refused, 403, 'FORBIDDEN');
      for (const staff of [support, admin]) {
        const again = payload ? { text: 'Hi', clientId: randomUUID() } : undefined;
        const answer = await send(t, method, url, { cookie: staff.cookie, payload: again });
        expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
      }
    }
  });

  it('support still gets 403 on the rest of the console', async () => {
    for (const url of ['/api/admin/overview', '/api/admin/users', '/api/admin/settings']) {
      expectError(await get(t, url, support.cookie), 403, 'FORBIDDEN');
    }
  });

  it('an unknown conversation is a 404', async () => {
    expectError(await get(t, `${INBOX}/nobody-here`, support.cookie), 404, 'NOT_FOUND');
    expectError(await act(support, 'nobody-here', 'assign'), 404, 'NOT_FOUND');
    const reply = await send(t, 'POST', `${INBOX}/nobody-here/messages`, {
      cookie: support.cookie,
      payload: { text: 'Hi', clientId: randomUUID() },
    });
    expectError(reply, 404, 'NOT_FOUND');
  });
});

describe('the conversation list', () => {
  it('filters unassigned, mine, all and resolved, newest activity first', async () => {
    const [first, second, third, fourth] = await Promise.all([
      verifiedUser(t),
      verifiedUser(t),
      verifiedUser(t),
      verifiedUser(t),
    ]);
    const unassigned = await userSays(first as TestUser, 'Nobody has this yet');
    clock.advance(1000);
    const mine = await userSays(second as TestUser, 'Support took this');
    clock.advance(1000);
    const admins = await userSays(third as TestUser, 'The admin took this');
    clock.advance(1000);
    const resolved = await userSays(fourth as TestUser, 'Solved already');
    expect((await act(support, mine, 'assign')).statusCode).toBe(200);
    expect((await act(admin, admins, 'assign')).statusCode).toBe(200);
    expect((await act(support, resolved, 'resolve')).statusCode).toBe(200);

    const ids = async (filter: string) =>
      (await inbox(support, filter))
        .map((item) => item.id)
        .filter((id) => [unassigned, mine, admins, resolved].includes(id));
    expect(await ids('unassigned')).toEqual([unassigned]);
    expect(await ids('mine')).toEqual([mine]);
    expect(await ids('all')).toEqual([admins, mine, unassigned]);
    expect(await ids('resolved')).toEqual([resolved]);
    // The admin's "mine" is the admin's.
    expect((await inbox(admin, 'mine')).map((item) => item.id)).toContain(admins);
    expect((await inbox(admin, 'mine')).map((item) => item.id)).not.toContain(mine);

    // A new message brings a conversation to the top.
    clock.advance(1000);
    await userSays(first as TestUser, 'Anyone?');
    expect((await ids('all'))[0]).toBe(unassigned);

    const summary = await summaryOf(support, mine);
    expect(summary).toMatchObject({
      user: { id: (second as TestUser).id, email: (second as TestUser).email },
      status: 'open',
      assignedTo: { id: support.id },
      lastMessage: { text: 'Support took this' },
      unread: 1,
    });
    expect(summary?.waitingSince).toEqual(summary?.lastMessage?.date);
  });

  it('a bad filter is a 400', async () => {
    expectError(
      await get(t, `${INBOX}?filter=everything`, support.cookie),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('assign, resolve, reopen', () => {
  it('are audited with who did it, and a request that changes nothing is not', async () => {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'My withdrawal is late');

    const assigned = await act(support, conversationId, 'assign');
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignedTo: { id: support.id }, status: 'open' });
    expect((await act(support, conversationId, 'assign')).statusCode).toBe(200);

    const resolvedAnswer = await act(support, conversationId, 'resolve');
    expect(resolvedAnswer.json()).toMatchObject({ status: 'resolved', waitingSince: null });
    const reopened = await act(admin, conversationId, 'reopen');
    expect(reopened.json()).toMatchObject({ status: 'open', assignedTo: { id: support.id } });
    // Taken over by another staff member.
    expect((await act(admin, conversationId, 'assign')).json()).toMatchObject({
      assignedTo: { id: admin.id },
    });

    const entries = await auditFor(t.db, conversationId);
    expect(
      entries.map((entry) => [entry.action, entry.actorId, entry.actorRole, entry.targetType]),
    ).toEqual([
      ['chat.assign', support.id, 'support', 'chat_conversation'],
      ['chat.resolve', support.id, 'support', 'chat_conversation'],
      ['chat.reopen', admin.id, 'admin', 'chat_conversation'],
      ['chat.assign', admin.id, 'admin', 'chat_conversation'],
    ]);
    expect(entries[0]?.before).toEqual({ status: 'open', assignedTo: null });
    expect(entries[0]?.after).toEqual({ status: 'open', assignedTo: support.id });
    expect(entries[3]?.before).toEqual({ status: 'open', assignedTo: support.id });
  });

  it('a user message reopens a resolved conversation and it waits in the overview again', async () => {
    const overview = async () => (await get(t, '/api/admin/overview', admin.cookie)).json();
    const asker = await verifiedUser(t);
    const before = (await overview()).waitingChats;
    const conversationId = await userSays(asker, 'Question');
    expect((await overview()).waitingChats).toBe(before + 1);
    await act(support, conversationId, 'resolve');
    expect((await overview()).waitingChats).toBe(before);
    await userSays(asker, 'One more question');
    expect((await summaryOf(support, conversationId))?.status).toBe('open');
    expect((await overview()).waitingChats).toBe(before + 1);
    await staffReplies(support, conversationId, 'Answered');
    expect((await overview()).waitingChats).toBe(before);
    expect((await summaryOf(support, conversationId))?.waitingSince).toBeNull();
  });
});

describe('a conversation with its user', () => {
  it("pages its messages like the user's history and shows the user's money and records", async () => {
    const asker = await verifiedUser(t);
    await fundWallet(t.ledger, asker.id, 12_345n);
    const depositId = await insertDeposit(t.db, asker.id, { amount: 5_000n });
    const conversationId = await userSays(asker, 'm1');
    for (const text of ['m2', 'm3', 'm4']) await userSays(asker, text);

    const first = await get(t, `${INBOX}/${conversationId}?limit=3`, support.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const page = chatConversationDetailResponse.parse(first.json());
    expect(page.items.map((item) => item.text)).toEqual(['m2', 'm3', 'm4']);
    expect(page.hasMore).toBe(true);
    const older = chatConversationDetailResponse.parse(
      (
        await get(
          t,
          `${INBOX}/${conversationId}?limit=3&before=${page.items[0]?.id}`,
          support.cookie,
        )
      ).json(),
    );
    expect(older.items.map((item) => item.text)).toEqual(['m1']);
    expect(older.hasMore).toBe(false);

    expect(page.conversation.user.id).toBe(asker.id);
    expect(page.context.kycStatus).toBe('none');
    expect(page.context.funds.wallet).toBe('123.45');
    expect(page.context.deposits).toEqual([
      expect.objectContaining({ id: depositId, status: 'pending', amount: '50.00' }),
    ]);
    expect(page.context.deposits[0]?.number).toMatch(/^DEP-\d{6}$/);
    expect(page.context.withdrawals).toEqual([]);
    expect(page.context.positions).toEqual([]);
  });

  it('reading it marks only the user messages read, and the count follows', async () => {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'one');
    await userSays(asker, 'two');
    expect((await summaryOf(support, conversationId))?.unread).toBe(2);
    const read = await send(t, 'POST', `${INBOX}/${conversationId}/read`, {
      cookie: support.cookie,
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await summaryOf(admin, conversationId))?.unread).toBe(0);
  });
});

describe('a staff reply', () => {
  it("reaches the user's history with the staff member's name, and is a notice", async () => {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'Is my KYC done?');
    const reply = await staffReplies(support, conversationId, 'Yes, approved this morning');
    expect(reply.sender.role).toBe('staff');

    const history = chatHistoryResponse.parse(
      (await get(t, '/api/chat/messages', asker.cookie)).json(),
    );
    expect(history.items.map((item) => [item.text, item.sender.role])).toEqual([
      ['Is my KYC done?', 'user'],
      ['Yes, approved this morning', 'staff'],
    ]);
    expect(history.items[1]?.senderId).toBe(support.id);
    expect(history.unread).toBe(1);

    await expect
      .poll(async () => (await get(t, '/api/notifications', asker.cookie)).json().items, {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'chat.reply' })]));
  });

  it('with an image, as multipart; a file that is not an image is refused and nothing is sent', async () => {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'Screenshot please');
    const post = (parts: Parameters<typeof multipart>[0]) => {
      const { payload, contentType } = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `${INBOX}/${conversationId}/messages`,
        headers: { origin: TEST_BASE_URL, cookie: support.cookie, 'content-type': contentType },
        payload,
      });
    };
    const sent = await post([
      { field: 'text', body: 'Here it is' },
      { field: 'clientId', body: randomUUID() },
      { field: 'image', body: tinyPng(), filename: 'shot.png', contentType: 'image/png' },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const image = sent.json().img as string;
    expect(image).toMatch(/^\/api\/chat\/attachments\//);
    expect((await get(t, image, asker.cookie)).statusCode).toBe(200);

    const refused = await post([
      { field: 'text', body: '' },
      { field: 'clientId', body: randomUUID() },
      {
        field: 'image',
        body: '<html><script>alert(1)</script></html>',
        filename: 'shot.png',
        contentType: 'image/png',
      },
    ]);
    expectError(refused, 415, 'UNSUPPORTED_FILE_TYPE');
    const history = chatHistoryResponse.parse(
      (await get(t, '/api/chat/messages', asker.cookie)).json(),
    );
    expect(history.items).toHaveLength(2);
  });
});

describe('unread counts', () => {
  it('are right after concurrent reads and sends on both sides', async () => {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'start');
    const userSend = (index: number) =>
      sendMessage(t.deps, {
        conversationUserId: asker.id,
        senderId: asker.id,
        senderRole: 'user',
        text: `user ${index}`,
        clientId: randomUUID(),
      });
    const staffSend = (index: number) =>
      sendMessage(t.deps, {
        conversationUserId: asker.id,
        senderId: support.id,
        senderRole: 'staff',
        text: `staff ${index}`,
        clientId: randomUUID(),
      });
    const staffRead = () =>
      send(t, 'POST', `${INBOX}/${conversationId}/read`, { cookie: support.cookie });
    const userRead = () => send(t, 'POST', '/api/chat/read', { cookie: asker.cookie });

    const reads = await Promise.all([
      userSend(1),
      staffRead(),
      staffSend(1),
      userSend(2),
      userRead(),
      staffRead(),
      staffSend(2),
      userSend(3),
      userRead(),
      staffSend(3),
    ]).then((answers) =>
      answers
        .filter((answer) => 'statusCode' in answer)
        .map((answer) => (answer as { json(): { unread: number } }).json().unread),
    );
    for (const unread of reads) expect(unread).toBeGreaterThanOrEqual(0);

    // Whatever the interleaving, the lists count what the rows say.
    expect((await summaryOf(support, conversationId))?.unread).toBe(
      await unreadRows(conversationId, 'user'),
    );
    const history = chatHistoryResponse.parse(
      (await get(t, '/api/chat/messages', asker.cookie)).json(),
    );
    expect(history.unread).toBe(await unreadRows(conversationId, 'staff'));

    expect((await staffRead()).json()).toEqual({ unread: 0 });
    expect((await userRead()).json()).toEqual({ unread: 0 });
    expect((await summaryOf(support, conversationId))?.unread).toBe(0);
    await Promise.all([userSend(4), userSend(5)]);
    expect((await summaryOf(support, conversationId))?.unread).toBe(2);
  });
});

describe('the mail fallback', () => {
  /** A fresh user with one question, answered now by `replies` staff messages. */
  async function answered(...replies: string[]) {
    const asker = await verifiedUser(t);
    const conversationId = await userSays(asker, 'Please call me back');
    const dates: number[] = [];
    for (const reply of replies) {
      dates.push(Date.parse((await staffReplies(support, conversationId, reply)).date));
    }
    return { asker, conversationId, firstReplyAt: dates[0] ?? 0 };
  }
  /** The chat mails `user` got (their verification mail is not one). */
  const mailsTo = (mailer: { sent: MailMessage[] }, user: TestUser) =>
    mailer.sent.filter(
      (mail) => mail.to === user.email && mail.subject === 'Support replied to you',
    );

  it('sends one mail per batch of replies, not before 10 minutes, and never twice', async () => {
    const { asker, conversationId, firstReplyAt } = await answered(
      'First line of the answer',
      'And a second',
    );
    clock.advance(5 * MINUTE);
    await staffReplies(support, conversationId, 'A third, five minutes later');

    await mailUnreadReplies(t.deps, firstReplyAt + CHAT_MAIL_AFTER_MS - 1);
    expect(mailsTo(t.mailer, asker)).toEqual([]);

    clock.advance(firstReplyAt + CHAT_MAIL_AFTER_MS - clock.now());
    await mailUnreadReplies(t.deps, clock.now());
    const [mail, ...others] = mailsTo(t.mailer, asker);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Support replied to you');
    // The batch: every unread reply of the conversation, the younger one too.
    expect(mail?.text).toContain('First line of the answer');
    expect(mail?.text).toContain('And a second');
    expect(mail?.text).toContain('A third, five minutes later');
    expect(mail?.actionUrl).toBe(`${TEST_BASE_URL}/?chat=open`);

    clock.advance(20 * MINUTE);
    await mailUnreadReplies(t.deps, clock.now());
    expect(mailsTo(t.mailer, asker)).toHaveLength(1);

    // A later reply is a new batch, with a mail of its own once it is due.
    await staffReplies(support, conversationId, 'Anything else?');
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    await mailUnreadReplies(t.deps, clock.now());
    const mails = mailsTo(t.mailer, asker);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Anything else?');
    expect(mails[1]?.text).not.toContain('First line of the answer');
  });

  it('two servers running it at the same moment send the batch once', async () => {
    const { asker } = await answered('One', 'Two');
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    const [first, second] = [createMemoryMailer(), createMemoryMailer()];
    await Promise.all([
      mailUnreadReplies({ ...t.deps, mailer: first }, clock.now()),
      mailUnreadReplies({ ...t.deps, mailer: second }, clock.now()),
    ]);
    expect(mailsTo(first, asker).length + mailsTo(second, asker).length).toBe(1);
  });

  it('mails nothing for replies the user has read', async () => {
    const { asker } = await answered('Read this in time');
    clock.advance(3 * MINUTE);
    expect((await send(t, 'POST', '/api/chat/read', { cookie: asker.cookie })).statusCode).toBe(
      200,
    );
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    await mailUnreadReplies(t.deps, clock.now());
    expect(mailsTo(t.mailer, asker)).toEqual([]);
  });

  it('mails nothing to a user who turned the chat topic off, and does not mail it later', async () => {
    const { asker } = await answered('Muted reply');
    const preferences = (await get(t, '/api/profile/mail-preferences', asker.cookie)).json();
    const saved = await send(t, 'PUT', '/api/profile/mail-preferences', {
      cookie: asker.cookie,
      payload: { ...preferences, chat: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    await mailUnreadReplies(t.deps, clock.now());
    await send(t, 'PUT', '/api/profile/mail-preferences', {
      cookie: asker.cookie,
      payload: { ...preferences, chat: true },
    });
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    await mailUnreadReplies(t.deps, clock.now());
    expect(mailsTo(t.mailer, asker)).toEqual([]);
  });

  it('a mail that fails leaves its replies for the next round', async () => {
    const { asker } = await answered('Try again later');
    clock.advance(CHAT_MAIL_AFTER_MS + MINUTE);
    const failing = {
      ...t.deps,
      mailer: {
        send: async () => {
          throw new Error('SMTP is down');
        },
      },
    };
    await expect(mailUnreadReplies(failing, clock.now())).rejects.toThrow();
    await mailUnreadReplies(t.deps, clock.now());
    expect(mailsTo(t.mailer, asker)).toHaveLength(1);
  });
});

describe('the support address', () => {
  it('staff set it in the settings (audited); anyone reads it without signing in', async () => {
    const saved = await send(t, 'PATCH', '/api/admin/settings', {
      cookie: admin.cookie,
      payload: { supportEmail: ' help@kapital.example ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(t, '/api/admin/settings', admin.cookie)).json().supportEmail).toBe(
      'help@kapital.example',
    );
    const entries = await auditFor(t.db, '1');
    expect(entries.at(-1)?.after).toEqual({ supportEmail: 'help@kapital.example' });

    const contact = await get(t, '/api/support/contact');
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ email: 'help@kapital.example' });
  });

  it('must be an e-mail address', async () => {
    const refused = await send(t, 'PATCH', '/api/admin/settings', {
      cookie: admin.cookie,
      payload: { supportEmail: 'not an address' },
    });
    expectError(refused, 400, 'VALIDATION_ERROR');
    expect((await get(t, '/api/support/contact')).json().email).not.toBe('not an address');
  });
});

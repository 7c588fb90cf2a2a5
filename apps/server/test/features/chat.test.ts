import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  CHAT_ERROR_CODES,
  CHAT_IMAGE_FIELD,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_TEXT_MAX,
  type ChatHistory,
  type ChatMessage,
  chatConversationId,
  ERROR_CODES,
  type ServerMessage,
  SUPPORT_ACCOUNT_ID,
  UPLOAD_ERROR_CODES,
} from '@kapital/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversation, chatMessage, notification } from '../../src/db/schema/index.ts';
import { markRead, sendMessage } from '../../src/features/chat/chat-service.ts';
import { TEST_BASE_URL } from '../helpers/build.ts';
import { expectError, get, post, verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser, type TestUser } from '../helpers/users.ts';
import { socketTestServer } from '../helpers/ws.ts';

const server = socketTestServer();

const sendText = (cookie: string, text: string, clientId: string = randomUUID()) =>
  post(server.t, '/api/chat/messages', { text, clientId }, cookie);

function sendForm(cookie: string, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return server.t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { origin: TEST_BASE_URL, cookie, 'content-type': contentType },
    payload,
  });
}

const imagePart = (body: Buffer, filename = 'photo.png'): Part => ({
  field: CHAT_IMAGE_FIELD,
  filename,
  contentType: 'image/png',
  body,
});
const fieldParts = (text: string, clientId: string = randomUUID()): Part[] => [
  { field: 'text', body: text },
  { field: 'clientId', body: clientId },
];

const history = async (cookie: string, query = '') => {
  const response = await get(server.t, `/api/chat/messages${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ChatHistory;
};

/** The files under the storage's chat folder. */
async function chatFiles(): Promise<string[]> {
  const { storage } = server.t.deps.config;
  if (storage.driver !== 'local') throw new Error('These tests count files on the local disk');
  const entries = await readdir(path.join(storage.dir, 'chat'), { withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function messageCount(userId: string): Promise<number> {
  const [row] = await server.t.db
    .select({ n: count() })
    .from(chatMessage)
    .where(eq(chatMessage.conversationId, chatConversationId(userId)));
  return row?.n ?? 0;
}

/** A staff reply, posted the way the inbox posts one. */
const staffReply = (staff: TestUser, userId: string, text: string) =>
  sendMessage(server.t.deps, {
    conversationUserId: userId,
    senderId: staff.id,
    senderRole: 'staff',
    text,
    clientId: randomUUID(),
  });

describe('the conversation', () => {
  it("is made on first read, under the seed's id: both ids joined, the larger first", async () => {
    const someone = await verifiedUser(server.t);
    const first = await history(someone.cookie);
    const expected =
      someone.id > SUPPORT_ACCOUNT_ID
        ? `${someone.id}${SUPPORT_ACCOUNT_ID}`
        : `${SUPPORT_ACCOUNT_ID}${someone.id}`;
    expect(first).toEqual({ conversationId: expected, items: [], hasMore: false, unread: 0 });
    const rows = await server.t.db
      .select()
      .from(chatConversation)
      .where(eq(chatConversation.userId, someone.id));
    expect(rows.map((row) => row.id)).toEqual([expected]);
    // Reading again makes no second conversation.
    expect((await history(someone.cookie)).conversationId).toBe(expected);
  });

  it('needs a session and a verified e-mail', async () => {
    expectError(await get(server.t, '/api/chat/messages'), 401, ERROR_CODES.unauthenticated);
    const unverified = await registerUser(server.t);
    expectError(await sendText(unverified.cookie, 'Hello'), 403, ERROR_CODES.emailNotVerified);
  });
});

describe('sending and reading', () => {
  it('returns messages oldest first, the newest page first, older pages with `before`', async () => {
    const someone = await verifiedUser(server.t);
    const staff = await staffUser(server.t, 'support');
    const sent: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const text = `message ${index}`;
      if (index === 2) await staffReply(staff, someone.id, text);
      else expect((await sendText(someone.cookie, text)).statusCode).toBe(201);
      sent.push(text);
    }
    const newest = await history(someone.cookie, '?limit=2');
    expect(newest.items.map((message) => message.text)).toEqual(['message 3', 'message 4']);
    expect(newest.hasMore).toBe(true);
    const middle = await history(someone.cookie, `?limit=2&before=${newest.items[0]?.id}`);
    expect(middle.items.map((message) => message.text)).toEqual(['message 1', 'message 2']);
    expect(middle.items[1]?.sender).toEqual({
      role: 'staff',
      name: expect.any(String),
      photoURL: null,
    });
    expect(middle.items[1]?.senderId).toBe(staff.id);
    expect(middle.hasMore).toBe(true);
    const oldest = await history(someone.cookie, `?limit=2&before=${middle.items[0]?.id}`);
    expect(oldest.items.map((message) => message.text)).toEqual(['message 0']);
    expect(oldest.hasMore).toBe(false);
    // The whole history in one page, in the order it was sent.
    const all = await history(someone.cookie, '?limit=100');
    expect(all.items.map((message) => message.text)).toEqual(sent);
    const dates = all.items.map((message) => Date.parse(message.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(all.unread).toBe(1);
  });

  it('keeps text exactly as typed, HTML included: it is plain text, never markup', async () => {
    const someone = await verifiedUser(server.t);
    const text = '<img src=x onerror=alert(1)> & <script>alert("hi")</script>';
    const response = await sendText(someone.cookie, text);
    expect(response.statusCode).toBe(201);
    const message = response.json() as ChatMessage;
    expect(message).toMatchObject({ text, img: null, readAt: null, senderId: someone.id });
    expect(message.sender.role).toBe('user');
    expect((await history(someone.cookie)).items.map((item) => item.text)).toEqual([text]);
  });

  it('refuses 2,001 characters, a NUL, an empty message and a client id that is no UUID', async () => {
    const someone = await verifiedUser(server.t);
    const tooLong = expectError(
      await sendText(someone.cookie, 'x'.repeat(CHAT_TEXT_MAX + 1)),
      400,
      ERROR_CODES.validation,
    );
    expect(tooLong.fields).toHaveProperty('text');
    expectError(await sendText(someone.cookie, 'a\u0000b'), 400, ERROR_CODES.validation);
    expectError(await sendText(someone.cookie, '   '), 400, CHAT_ERROR_CODES.empty);
    expectError(
      await post(server.t, '/api/chat/messages', { text: 'Hi', clientId: 'one' }, someone.cookie),
      400,
      ERROR_CODES.validation,
    );
    expect(await messageCount(someone.id)).toBe(0);
    // Exactly 2,000 characters is fine.
    expect((await sendText(someone.cookie, 'x'.repeat(CHAT_TEXT_MAX))).statusCode).toBe(201);
  });

  it('stores one message for a send retried under the same clientId: 201, then 200 with it', async () => {
    const someone = await verifiedUser(server.t);
    const clientId = randomUUID();
    const first = await sendText(someone.cookie, 'Where is my deposit?', clientId);
    const again = await sendText(someone.cookie, 'Where is my deposit?', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Retries racing each other, with an image: one message, one file.
    const filesBefore = (await chatFiles()).length;
    const racingId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendForm(someone.cookie, [...fieldParts('A photo', racingId), imagePart(tinyPng())]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json() as ChatMessage).id)).size).toBe(1);
    expect(await messageCount(someone.id)).toBe(2);
    expect((await chatFiles()).length).toBe(filesBefore + 1);
  });

  it('answers 429 with a clear message past the per-user limit', async () => {
    const someone = await verifiedUser(server.t);
    const other = await verifiedUser(server.t);
    for (let index = 0; index < CHAT_MESSAGES_PER_MINUTE; index += 1) {
      expect((await sendText(someone.cookie, `hello ${index}`)).statusCode).toBe(201);
    }
    const refused = expectError(
      await sendText(someone.cookie, 'one too many'),
      429,
      CHAT_ERROR_CODES.rateLimited,
    );
    expect(refused.message).toContain(`${CHAT_MESSAGES_PER_MINUTE} messages a minute`);
    expect(await messageCount(someone.id)).toBe(CHAT_MESSAGES_PER_MINUTE);
    // The limit is the user's, not everyone's.
    expect((await sendText(other.cookie, 'hello')).statusCode).toBe(201);
  });

  it('tracks the waiting time and reopens a resolved conversation when the user writes', async () => {
    const someone = await verifiedUser(server.t);
    const staff = await staffUser(server.t, 'support');
    const conversationOf = async () => {
      const [row] = await server.t.db
        .select()
        .from(chatConversation)
        .where(eq(chatConversation.userId, someone.id));
      return row;
    };
    await sendText(someone.cookie, 'First question');
    const waiting = (await conversationOf())?.waitingSince;
    expect(waiting).toBeInstanceOf(Date);
    await sendText(someone.cookie, 'Second question');
    // Waiting since the first unanswered message, not the last.
    expect((await conversationOf())?.waitingSince).toEqual(waiting);
    await staffReply(staff, someone.id, 'An answer');
    expect(await conversationOf()).toMatchObject({
      waitingSince: null,
      lastMessageText: 'An answer',
    });
    await server.t.db
      .update(chatConversation)
      .set({ status: 'resolved' })
      .where(eq(chatConversation.userId, someone.id));
    await sendText(someone.cookie, 'One more thing');
    expect(await conversationOf()).toMatchObject({
      status: 'open',
      lastMessageText: 'One more thing',
      waitingSince: expect.any(Date),
    });
  });

  it('a staff reply is a notice linking to the chat, with no mail at once', async () => {
    const someone = await verifiedUser(server.t);
    const staff = await staffUser(server.t, 'support');
    const mailsBefore = server.t.mailer.sent.length;
    const { message } = await staffReply(staff, someone.id, 'We are on it');
    await expect
      .poll(async () =>
        server.t.db.select().from(notification).where(eq(notification.userId, someone.id)),
      )
      .toEqual([
        expect.objectContaining({
          kind: 'chat.reply',
          link: '/?chat=open',
          dedupeKey: `chat:${message.id}`,
        }),
      ]);
    // The user's own messages make no notice for them.
    await sendText(someone.cookie, 'Thanks');
    expect(
      server.t.mailer.sent.slice(mailsBefore).filter((mail) => mail.to === someone.email),
    ).toEqual([]);
  });
});

describe('unread counts', () => {
  it('are right after reads and staff sends that run at the same time', async () => {
    const someone = await verifiedUser(server.t);
    const staff = await staffUser(server.t, 'admin');
    const replies = Array.from({ length: 8 }, (_, index) =>
      staffReply(staff, someone.id, `reply ${index}`),
    );
    const reads = Array.from({ length: 4 }, () =>
      post(server.t, '/api/chat/read', {}, someone.cookie),
    );
    const readAnswers = await Promise.all(reads);
    await Promise.all(replies);
    for (const answer of readAnswers) expect(answer.statusCode).toBe(200);
    const [left] = await server.t.db
      .select({ n: count() })
      .from(chatMessage)
      .where(
        and(
          eq(chatMessage.conversationId, chatConversationId(someone.id)),
          isNull(chatMessage.readAt),
        ),
      );
    expect((await history(someone.cookie)).unread).toBe(left?.n);
    expect((await post(server.t, '/api/chat/read', {}, someone.cookie)).json()).toEqual({
      unread: 0,
    });
    expect((await history(someone.cookie)).items.every((item) => item.readAt !== null)).toBe(true);
    await staffReply(staff, someone.id, 'one more');
    await staffReply(staff, someone.id, 'and another');
    expect((await history(someone.cookie)).unread).toBe(2);
    // The user's own messages never count as unread for them.
    await sendText(someone.cookie, 'ok');
    expect((await history(someone.cookie)).unread).toBe(2);
    // Staff reading the user's messages leaves the user's count alone.
    await markRead(server.t.deps, { conversationUserId: someone.id, reader: 'staff' });
    expect((await history(someone.cookie)).unread).toBe(2);
  });
});

describe('images', () => {
  it("sends an image, served to the conversation's user and staff, 404 for anyone else", async () => {
    const owner = await verifiedUser(server.t);
    const stranger = await verifiedUser(server.t);
    const support = await staffUser(server.t, 'support');
    const response = await sendForm(owner.cookie, [...fieldParts(''), imagePart(tinyPng())]);
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json() as ChatMessage;
    expect(message.text).toBe('');
    expect(message.img).toBe(`/api/chat/attachments/${message.id}`);
    const img = message.img ?? '';

    const mine = await get(server.t, img, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.equals(tinyPng())).toBe(true);
    expect((await get(server.t, img, support.cookie)).statusCode).toBe(200);
    expectError(await get(server.t, img, stranger.cookie), 404, ERROR_CODES.notFound);
    expectError(await get(server.t, img), 401, ERROR_CODES.unauthenticated);
    // The stranger's own history has nothing of the owner's.
    expect((await history(stranger.cookie)).items).toEqual([]);
    // A message without an image has no file to fetch.
    const textOnly = (await sendText(owner.cookie, 'no picture')).json() as ChatMessage;
    expectError(
      await get(server.t, `/api/chat/attachments/${textOnly.id}`, owner.cookie),
      404,
      ERROR_CODES.notFound,
    );
  });

  it('refuses HTML named .png, an oversize file and an empty one, storing nothing', async () => {
    const someone = await verifiedUser(server.t);
    const filesBefore = await chatFiles();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    expectError(
      await sendForm(someone.cookie, [...fieldParts('look'), imagePart(html, 'cat.png')]),
      415,
      UPLOAD_ERROR_CODES.unsupportedFileType,
    );
    const oversize = Buffer.concat([tinyPng(), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    expectError(
      await sendForm(someone.cookie, [...fieldParts('big'), imagePart(oversize)]),
      413,
      UPLOAD_ERROR_CODES.fileTooLarge,
    );
    expectError(
      await sendForm(someone.cookie, [...fieldParts('empty'), imagePart(Buffer.alloc(0))]),
      400,
      UPLOAD_ERROR_CODES.fileRequired,
    );
    // A bad text is refused before the image is kept.
    expectError(
      await sendForm(someone.cookie, [...fieldParts('a\u0000b'), imagePart(tinyPng())]),
      400,
      ERROR_CODES.validation,
    );
    expect(await chatFiles()).toEqual(filesBefore);
    expect(await messageCount(someone.id)).toBe(0);
  });
});

describe('live', () => {
  it("delivers a new message to the user's sockets and to staff, not to other users", async () => {
    const someone = await verifiedUser(server.t);
    const other = await verifiedUser(server.t);
    const support = await staffUser(server.t, 'support');
    const userSocket = server.connect(someone.cookie);
    const otherSocket = server.connect(other.cookie);
    const staffSocket = server.connect(support.cookie);
    for (const socket of [userSocket, otherSocket, staffSocket]) {
      await socket.next((message) => message.type === 'hello');
    }
    const conversationId = chatConversationId(someone.id);

    const sent = (await sendText(someone.cookie, 'Is anyone there?')).json() as ChatMessage;
    const isSent = (message: ServerMessage) =>
      message.type === 'chat.message' && message.message.id === sent.id;
    expect(await userSocket.next(isSent)).toEqual({
      type: 'chat.message',
      conversationId,
      message: sent,
    });
    expect(await staffSocket.next(isSent)).toEqual({
      type: 'chat.message',
      conversationId,
      message: sent,
    });

    const { message: reply } = await staffReply(support, someone.id, 'Yes, how can I help?');
    await userSocket.next(
      (message) => message.type === 'chat.message' && message.message.id === reply.id,
    );

    // The user reads the reply: staff see the read mark.
    await post(server.t, '/api/chat/read', {}, someone.cookie);
    expect(await staffSocket.next((message) => message.type === 'chat.read')).toMatchObject({
      type: 'chat.read',
      conversationId,
      reader: 'user',
    });

    // The user types: staff hear it, the user's own socket does not.
    userSocket.socket.send(JSON.stringify({ type: 'chat.typing', conversationId }));
    expect(await staffSocket.next((message) => message.type === 'chat.typing')).toEqual({
      type: 'chat.typing',
      conversationId,
      who: 'user',
      name: expect.any(String),
    });
    // Typing in someone else's conversation goes nowhere.
    otherSocket.socket.send(JSON.stringify({ type: 'chat.typing', conversationId }));
    await otherSocket.roundTrip();
    await userSocket.roundTrip();
    await staffSocket.roundTrip();
    expect(staffSocket.messages.filter((message) => message.type === 'chat.typing')).toHaveLength(
      1,
    );
    expect(otherSocket.messages.some((message) => message.type.startsWith('chat.'))).toBe(false);
    expect(userSocket.messages.some((message) => message.type === 'chat.typing')).toBe(false);
  });

  it('relays staff typing to that user only, at most once per 2 s per socket', async () => {
    const someone = await verifiedUser(server.t);
    const bystander = await verifiedUser(server.t);
    const support = await staffUser(server.t, 'support');
    await history(someone.cookie);
    const userSocket = server.connect(someone.cookie);
    const bystanderSocket = server.connect(bystander.cookie);
    const staffSocket = server.connect(support.cookie);
    for (const socket of [userSocket, bystanderSocket, staffSocket]) {
      await socket.next((message) => message.type === 'hello');
    }
    const conversationId = chatConversationId(someone.id);
    for (let index = 0; index < 5; index += 1) {
      staffSocket.socket.send(JSON.stringify({ type: 'chat.typing', conversationId }));
    }
    expect(await userSocket.next((message) => message.type === 'chat.typing')).toMatchObject({
      who: 'staff',
      conversationId,
    });
    await staffSocket.roundTrip();
    await userSocket.roundTrip();
    await bystanderSocket.roundTrip();
    expect(userSocket.messages.filter((message) => message.type === 'chat.typing')).toHaveLength(1);
    expect(bystanderSocket.messages.some((message) => message.type === 'chat.typing')).toBe(false);
  });
});

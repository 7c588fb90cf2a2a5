import { publicSettingsSchema, serverMessage } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { settings, user } from '../../src/db/schema/index.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser, type TestUser } from '../helpers/users.ts';
import { listenForSockets, openSocket } from '../helpers/ws.ts';

let t: TestApp;
let admin: TestUser;
let wsUrl: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  wsUrl = await listenForSockets(t);
});
afterAll(async () => {
  await t?.close();
});

function patch(payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

const storedSettings = async () => (await t.db.select().from(settings))[0];

describe('PATCH /api/admin/settings: who may', () => {
  it('without a session: 401, even with a bad body; nothing changes', async () => {
    const before = await storedSettings();
    expectError(await patch({ rateMYR: '5' }), 401, 'UNAUTHENTICATED');
    expectError(await patch({ rateMYR: 'abc' }), 401, 'UNAUTHENTICATED');
    expect(await storedSettings()).toEqual(before);
  });

  it('a user, a support agent, an admin with an unverified e-mail: 403; nothing changes', async () => {
    const before = await storedSettings();
    const person = await verifiedUser(t);
    const support = await staffUser(t, 'support');
    expectError(await patch({ menuContact: false }, person.cookie), 403, 'FORBIDDEN');
    expectError(await patch({ menuContact: false }, support.cookie), 403, 'FORBIDDEN');
    const unverified = await registerUser(t);
    // The role alone is not enough: the e-mail must be verified too.
    await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, unverified.id));
    expectError(await patch({ menuContact: false }, unverified.cookie), 403, 'EMAIL_NOT_VERIFIED');
    expect(await storedSettings()).toEqual(before);
  });
});

describe('PATCH /api/admin/settings: what changes', () => {
  it('an admin changes some settings; the others stay; /api/me reads the new ones', async () => {
    const response = await patch({ rateMYR: '4.725', menuContact: false }, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      menuContact: false,
      rateMYR: '4.725',
      rateIDR: '15800',
      rateSGD: '1.35',
      rateBND: '1.35',
    };
    expect(response.json()).toEqual(expected);
    expect(publicSettingsSchema.safeParse(response.json()).success).toBe(true);
    const person = await verifiedUser(t);
    expect((await get(t, '/api/me', person.cookie)).json().settings).toEqual(expected);

    const again = await patch({ menuContact: true, rateIDR: '16000.123456' }, admin.cookie);
    expect(again.json()).toEqual({ ...expected, menuContact: true, rateIDR: '16000.123456' });
  });

  it.each([
    ['rateMYR', '0'],
    ['rateIDR', '0.000000'],
    ['rateSGD', '-1.35'],
    ['rateBND', '1.1234567'],
    ['rateMYR', 'abc'],
    ['rateMYR', ''],
    ['rateMYR', 4.7],
    ['rateMYR', '1e3'],
    ['menuContact', 'yes'],
  ])('%s = %j: 400 naming the field; nothing changes', async (field, value) => {
    const before = await storedSettings();
    const error = expectError(
      // Beside a valid change, which must not be applied either.
      await patch({ rateBND: '2', [field]: value }, admin.cookie),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await storedSettings()).toEqual(before);
  });

  it('an empty body or an unknown setting: 400; nothing changes', async () => {
    const before = await storedSettings();
    expectError(await patch({}, admin.cookie), 400, 'VALIDATION_ERROR');
    const error = expectError(await patch({ rateMyr: '5' }, admin.cookie), 400, 'VALIDATION_ERROR');
    expect(error.message).toContain('body');
    expect(await storedSettings()).toEqual(before);
  });

  it('every signed-in socket hears the new settings', async () => {
    const watchers = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const sockets = watchers.map((watcher) => openSocket(wsUrl, watcher.cookie));
    onTestFinished(() => {
      for (const socket of sockets) socket.close();
    });
    for (const socket of sockets) await socket.next((message) => message.type === 'hello');

    const response = await patch({ rateSGD: '1.3412' }, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    for (const socket of sockets) {
      const message = await socket.next((candidate) => candidate.type === 'settings');
      expect(serverMessage.parse(message)).toEqual({ type: 'settings', settings: response.json() });
    }
  });

  // Last: it deletes the row the other tests read.
  it('recreates a missing settings row from the defaults plus the change', async () => {
    await t.db.delete(settings);
    const response = await patch({ rateBND: '1.4' }, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      menuContact: true,
      rateMYR: '4.7',
      rateIDR: '15800',
      rateSGD: '1.35',
      rateBND: '1.4',
    });
  });
});

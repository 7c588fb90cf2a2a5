import { randomUUID } from 'node:crypto';
import { meResponse } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, user } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie?: string) => get(t, '/api/me', cookie);

async function credit(userId: string, kind: 'wallet' | 'bonus', amount: bigint) {
  const { ledger } = t.deps;
  const world = await ledger.systemAccount('world');
  const own = await ledger.userAccounts(userId);
  await ledger.run((uow) =>
    ledger.transfer(uow, {
      debitAccountId: world.id,
      creditAccountId: own[kind].id,
      amount,
      kind: 'test.fund',
      idempotencyKey: `test:${randomUUID()}`,
    }),
  );
}

describe('GET /api/me', () => {
  it('without a cookie: 401 UNAUTHENTICATED', async () => {
    expectError(await me(), 401, 'UNAUTHENTICATED');
  });

  it('with a forged or garbled cookie: 401 UNAUTHENTICATED', async () => {
    expectError(await me('better-auth.session_token=forged.signature'), 401, 'UNAUTHENTICATED');
    expectError(await me('better-auth.session_token=%%%'), 401, 'UNAUTHENTICATED');
  });

  it('a new verified user reads their profile, a 0.00 balance and the settings', async () => {
    const someone = await verifiedUser(t, { fullName: 'Mary Somerville', currency: 'IDR' });
    const response = await me(someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(meResponse.safeParse(body).success).toBe(true);
    expect(body.profile).toMatchObject({
      uid: someone.id,
      fullName: 'Mary Somerville',
      firstName: 'Mary',
      userName: someone.userName,
      currency: 'IDR',
      userStatus: 'active',
      userBlock: false,
      userTrading: false,
    });
    expect(body.balance).toBe('0.00');
    expect(body.settings).toEqual({
      menuContact: true,
      rateMYR: '4.7',
      rateIDR: '15800',
      rateSGD: '1.35',
      rateBND: '1.35',
    });
  });

  it('reads the wallet balance after a ledger transfer, and only the wallet', async () => {
    const someone = await verifiedUser(t);
    await credit(someone.id, 'wallet', 123456n);
    await credit(someone.id, 'bonus', 999n);
    const response = await me(someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().balance).toBe('1234.56');

    await credit(someone.id, 'wallet', 4n);
    expect((await me(someone.cookie)).json().balance).toBe('1234.60');
  });

  it('shows each user their own data only', async () => {
    const rich = await verifiedUser(t);
    const poor = await verifiedUser(t);
    await credit(rich.id, 'wallet', 5000n);
    const body = (await me(poor.cookie)).json();
    expect(body.profile.uid).toBe(poor.id);
    expect(body.balance).toBe('0.00');
    expect(JSON.stringify(body)).not.toContain(rich.userName);
  });

  it('sends changed settings as trimmed decimal strings', async () => {
    const someone = await verifiedUser(t);
    await t.db
      .update(settings)
      .set({ menuContact: false, rateMYR: '4.725000', rateIDR: '16000.5' })
      .where(eq(settings.id, 1));
    const body = (await me(someone.cookie)).json();
    expect(body.settings).toEqual({
      menuContact: false,
      rateMYR: '4.725',
      rateIDR: '16000.5',
      rateSGD: '1.35',
      rateBND: '1.35',
    });
  });

  it('a user without a currency reads currency null', async () => {
    const someone = await verifiedUser(t);
    await t.db.update(user).set({ currency: null }).where(eq(user.id, someone.id));
    const response = await me(someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().profile.currency).toBeNull();
  });

  // Last: it removes the settings row every other test reads.
  it('missing settings read as null', async () => {
    const someone = await verifiedUser(t);
    await t.db.delete(settings);
    const response = await me(someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings).toBeNull();
    expect(response.json().balance).toBe('0.00');
  });
});

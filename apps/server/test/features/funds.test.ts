import { randomUUID } from 'node:crypto';
import { fundsResponse, type UserAccountKind } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { registerUser } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const funds = (cookie?: string) => get(t, '/api/funds', cookie);

async function move(from: number, to: number, amount: bigint) {
  await t.ledger.run((uow) =>
    t.ledger.transfer(uow, {
      debitAccountId: from,
      creditAccountId: to,
      amount,
      kind: 'test.move',
      idempotencyKey: `test:${randomUUID()}`,
    }),
  );
}

async function accountsOf(userId: string): Promise<Record<UserAccountKind, number>> {
  const own = await t.ledger.userAccounts(userId);
  return {
    wallet: own.wallet.id,
    bonus: own.bonus.id,
    profit: own.profit.id,
    demo: own.demo.id,
  };
}

describe('GET /api/funds', () => {
  it('without a session: 401 UNAUTHENTICATED', async () => {
    expectError(await funds(), 401, 'UNAUTHENTICATED');
    expectError(await funds('better-auth.session_token=forged.signature'), 401, 'UNAUTHENTICATED');
  });

  it('with an unverified e-mail: 403 EMAIL_NOT_VERIFIED', async () => {
    const someone = await registerUser(t);
    expectError(await funds(someone.cookie), 403, 'EMAIL_NOT_VERIFIED');
  });

  it('a blocked user: 403 USER_BLOCKED', async () => {
    const someone = await verifiedUser(t);
    await t.db.update(user).set({ userBlock: true }).where(eq(user.id, someone.id));
    expectError(await funds(someone.cookie), 403, 'USER_BLOCKED');
  });

  it('a new user has four empty funds', async () => {
    const someone = await verifiedUser(t);
    const response = await funds(someone.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      wallet: '0.00',
      bonus: '0.00',
      profit: '0.00',
      demo: '0.00',
    });
    expect(fundsResponse.safeParse(response.json()).success).toBe(true);
  });

  it('reads each balance after ledger transfers, and only the caller’s', async () => {
    const someone = await verifiedUser(t);
    const other = await verifiedUser(t);
    const world = (await t.ledger.systemAccount('world')).id;
    const issuer = (await t.ledger.systemAccount('demo_issuer')).id;
    const mine = await accountsOf(someone.id);
    const theirs = await accountsOf(other.id);

    await move(world, mine.wallet, 1_234_56n);
    await move(mine.wallet, mine.bonus, 34_56n);
    await move(world, mine.profit, 7n);
    await move(issuer, mine.demo, 10_000_00n);
    await move(world, theirs.wallet, 99_00n);

    expect((await funds(someone.cookie)).json()).toEqual({
      wallet: '1200.00',
      bonus: '34.56',
      profit: '0.07',
      demo: '10000.00',
    });
    expect((await funds(other.cookie)).json()).toEqual({
      wallet: '99.00',
      bonus: '0.00',
      profit: '0.00',
      demo: '0.00',
    });
  });
});

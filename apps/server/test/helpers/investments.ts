import { type Investment, investmentSchema } from '@kapital/shared';
import { expect } from 'vitest';
import type { TestApp } from './build.ts';
import { verifiedUser } from './http.ts';
import { fund } from './ledger-fixtures.ts';
import type { TestUser } from './users.ts';
import { postWithKey } from './withdrawals.ts';

/** The default Starter package: 1 % a day for 7 days, capital back, 10.00 to 1,000.00 USD. */
export const STARTER = { slug: 'starter', rateBps: 100, periods: 7, min: 10_00n, max: 1_000_00n };

/** A verified, signed-in user with this much in the wallet. */
export async function investorWith(t: TestApp, wallet: bigint): Promise<TestUser> {
  const person = await verifiedUser(t);
  if (wallet > 0n) {
    const accounts = await t.ledger.userAccounts(person.id);
    await fund(t.ledger, accounts.wallet.id, wallet);
  }
  return person;
}

export function invest(
  t: TestApp,
  person: TestUser,
  body: { packageSlug?: string; amount: string },
  key?: string,
) {
  return postWithKey(
    t,
    '/api/investments',
    person.cookie,
    { packageSlug: STARTER.slug, ...body },
    key,
  );
}

/** Invests and asserts it worked. */
export async function investOk(
  t: TestApp,
  person: TestUser,
  body: { packageSlug?: string; amount: string },
): Promise<Investment> {
  const response = await invest(t, person, body);
  expect(response.statusCode, response.body).toBe(201);
  return investmentSchema.parse(response.json());
}

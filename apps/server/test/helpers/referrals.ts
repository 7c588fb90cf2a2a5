import { and, eq } from 'drizzle-orm';
import { notification, referral, referralCommission } from '../../src/db/schema/index.ts';
import { TEST_BASE_URL, type TestApp } from './build.ts';
import { insertDeposit } from './deposit-fixtures.ts';
import { postWithKey } from './deposit-requests.ts';
import { balanceOf } from './ledger-fixtures.ts';
import { cookieOf, registrationFor, type TestUser } from './users.ts';

let nextAddress = 1;
/** A sign-up IP address no other test user has (10.x.y.z). */
export function freshIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** Registers through HTTP from `ip` (fresh unless given), with a referral code and a cookie. */
export async function registerReferred(
  t: TestApp,
  options: { referralCode?: string; ip?: string; cookie?: string } = {},
): Promise<TestUser> {
  const body = registrationFor(
    options.referralCode === undefined ? {} : { referralCode: options.referralCode },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress: options.ip ?? freshIp(),
    headers: { origin: TEST_BASE_URL, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    id: response.json().uid,
    email: body.email,
    userName: body.userName,
    password: body.password,
    cookie: cookieOf(response.headers),
  };
}

/** A submitted deposit of `amount` by `userId`, approved by staff through HTTP. */
export async function approvedDeposit(
  t: TestApp,
  staffCookie: string,
  userId: string,
  amount: bigint,
  methodId: string,
): Promise<string> {
  const id = await insertDeposit(t.db, userId, { status: 'submitted', amount, methodId });
  const response = await postWithKey(t, `/api/admin/deposits/${id}/approve`, {
    cookie: staffCookie,
  });
  if (response.statusCode !== 200) {
    throw new Error(`approve failed: ${response.statusCode} ${response.body}`);
  }
  return id;
}

export async function commissionsOf(t: TestApp, depositId: string) {
  return t.db
    .select()
    .from(referralCommission)
    .where(eq(referralCommission.depositId, depositId))
    .orderBy(referralCommission.level);
}

export async function noticesAbout(t: TestApp, userId: string, kind: string) {
  return t.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.kind, kind as never)));
}

/** The user's bonus fund, in minor units. */
export async function bonusOf(t: TestApp, userId: string): Promise<bigint> {
  const { bonus } = await t.ledger.userAccounts(userId);
  return balanceOf(t.db, bonus.id);
}

/** The referral row recording who referred `userId`, if any. */
export async function referralOf(t: TestApp, userId: string) {
  const [row] = await t.db.select().from(referral).where(eq(referral.referredId, userId));
  return row;
}

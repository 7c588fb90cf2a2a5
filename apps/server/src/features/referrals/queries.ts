import {
  formatMoney,
  type MyCommissionStatus,
  type MyCommissions,
  type MyReferredPeople,
  maskEmail,
  type ReferralSummary,
} from '@kapital/shared';
import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  deposits,
  kycSubmissions,
  referral,
  referralCommission,
  user,
} from '../../db/schema/index.ts';

/**
 * The user's referrals page: the people they referred, two levels deep, and what their deposits
 * earned the user. Every query starts from the signed-in user's id, so nobody reads another
 * user's referrals.
 */

/** Level 1: the user is the referrer. Level 2: a level-1 person is. */
function referredBy(db: Db, userId: string) {
  const levelOne = alias(referral, 'level_one');
  return or(
    eq(referral.referrerId, userId),
    inArray(
      referral.referrerId,
      db.select({ id: levelOne.referredId }).from(levelOne).where(eq(levelOne.referrerId, userId)),
    ),
  );
}

/** One referred person's row: their level as seen from the user, and how far they have come. */
function personFields(userId: string) {
  return {
    email: user.email,
    joinedAt: user.createdAt,
    level: sql<1 | 2>`case when ${referral.referrerId} = ${userId} then 1 else 2 end`.as('level'),
    verified: sql<boolean>`exists (
      select 1 from ${kycSubmissions}
      where ${kycSubmissions.userId} = ${referral.referredId} and ${kycSubmissions.status} = 'approved'
    )`.as('verified'),
    deposited: sql<boolean>`exists (
      select 1 from ${deposits}
      where ${deposits.userId} = ${referral.referredId} and ${deposits.status} = 'approved'
    )`.as('deposited'),
  };
}

/** A page of the people the user referred, level 1 and 2, who joined last first. */
export async function listReferredPeople(
  db: Db,
  userId: string,
  page: number,
  size: number,
): Promise<MyReferredPeople> {
  const mine = referredBy(db, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(personFields(userId))
      .from(referral)
      .innerJoin(user, eq(user.id, referral.referredId))
      .where(mine)
      .orderBy(desc(user.createdAt), desc(referral.referredId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(referral).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      email: maskEmail(row.email),
      joinedAt: row.joinedAt.toISOString(),
      level: Number(row.level) === 1 ? 1 : 2,
      verified: row.verified,
      deposited: row.deposited,
    })),
    page,
    size,
    total: total?.total ?? 0,
  };
}

/**
 * What the user sees of a commission's state: one voided by a rejection stays on the list as
 * rejected, so a hold the user was told about does not silently vanish.
 */
const STATUS_SHOWN: Record<typeof referralCommission.$inferSelect.status, MyCommissionStatus> = {
  paid: 'paid',
  held: 'held',
  voided: 'rejected',
};

/** A page of the commissions the user earned, newest first. */
export async function listCommissions(
  db: Db,
  userId: string,
  page: number,
  size: number,
): Promise<MyCommissions> {
  const mine = eq(referralCommission.referrerId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        createdAt: referralCommission.createdAt,
        depositorEmail: user.email,
        level: referralCommission.level,
        depositAmount: referralCommission.depositAmount,
        amount: referralCommission.amount,
        status: referralCommission.status,
      })
      .from(referralCommission)
      .innerJoin(user, eq(user.id, referralCommission.depositorId))
      .where(mine)
      .orderBy(
        desc(referralCommission.createdAt),
        desc(referralCommission.depositId),
        referralCommission.level,
      )
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(referralCommission).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      from: maskEmail(row.depositorEmail),
      level: row.level === 1 ? 1 : 2,
      depositAmount: formatMoney(row.depositAmount),
      amount: formatMoney(row.amount),
      status: STATUS_SHOWN[row.status],
    })),
    page,
    size,
    total: total?.total ?? 0,
  };
}

/** A sum of commission amounts in minor units; none is 0. */
const commissionSum = (statuses: Array<typeof referralCommission.$inferSelect.status>) =>
  sql`coalesce(sum(${referralCommission.amount}) filter (where ${inArray(referralCommission.status, statuses)}), 0)`.mapWith(
    (value) => BigInt(value),
  );

/**
 * The page's figures over both levels, and the link to share: the registration form with the
 * user's username as the code (SPEC.md section 4 "Register").
 */
export async function referralSummary(
  db: Db,
  userId: string,
  baseUrl: string,
): Promise<ReferralSummary> {
  const people = db
    .select(personFields(userId))
    .from(referral)
    .innerJoin(user, eq(user.id, referral.referredId))
    .where(referredBy(db, userId))
    .as('people');
  const [[owner], [counts], [money]] = await Promise.all([
    db.select({ userName: user.userName }).from(user).where(eq(user.id, userId)),
    db
      .select({
        people: count(),
        verified: sql<number>`count(*) filter (where ${people.verified})`.mapWith(Number),
        deposited: sql<number>`count(*) filter (where ${people.deposited})`.mapWith(Number),
      })
      .from(people),
    db
      .select({
        earned: commissionSum(['paid']),
        held: commissionSum(['held']),
      })
      .from(referralCommission)
      .where(eq(referralCommission.referrerId, userId)),
  ]);
  return {
    link: `${baseUrl}/register/${encodeURIComponent(owner?.userName ?? '')}`,
    people: counts?.people ?? 0,
    verified: counts?.verified ?? 0,
    deposited: counts?.deposited ?? 0,
    earned: formatMoney(money?.earned ?? 0n),
    held: formatMoney(money?.held ?? 0n),
  };
}

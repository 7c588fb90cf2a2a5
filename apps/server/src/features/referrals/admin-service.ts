import {
  type AdminUserReferrals,
  type CommissionTally,
  ERROR_CODES,
  type FlaggedReferralsResponse,
  formatMoney,
  REFERRAL_REVIEW_ERROR_CODES,
  type ReferralDecisionResponse,
  type ReferralEvidenceItem,
  type ReferralPerson,
  TRANSFER_KINDS,
  USER_REFERRALS_LIST_MAX,
} from '@kapital/shared';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  deposits,
  type ReferralEvidence,
  referral,
  referralCommission,
  user,
} from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';

const referredUser = alias(user, 'referred_user');
const referrerUser = alias(user, 'referrer_user');

const personColumns = (person: typeof referredUser | typeof referrerUser) => ({
  id: person.id,
  name: person.name,
  email: person.email,
  userName: person.userName,
});

/** The evidence in the words staff read on the chips. */
export function evidenceItems(evidence: ReferralEvidence): ReferralEvidenceItem[] {
  const items: ReferralEvidenceItem[] = [];
  if (evidence.sameIp) items.push({ kind: 'sameIp', label: `Same IP ${evidence.sameIp}` });
  if (evidence.sameDevice) items.push({ kind: 'sameDevice', label: 'Same device' });
  if (evidence.sameBank) items.push({ kind: 'sameBank', label: 'Same bank' });
  return items;
}

/**
 * The commissions whose hold depends on the referral of `referredId`: level 1 on their own
 * deposits, level 2 on their own deposits (they are the first link) and level 2 on the deposits
 * of the people they referred (they are the second link, named by the row's referredId).
 */
const dependsOn = (referredId: string) =>
  or(eq(referralCommission.depositorId, referredId), eq(referralCommission.referredId, referredId));

const tally = (rows: Array<{ amount: bigint }>): CommissionTally => ({
  total: formatMoney(rows.reduce((sum, row) => sum + row.amount, 0n)),
  count: rows.length,
});

/** GET /api/admin/referrals: flagged referrals, the longest waiting first. */
export async function listFlaggedReferrals(
  db: Db,
  query: { page: number; size: number },
): Promise<FlaggedReferralsResponse> {
  const flagged = eq(referral.status, 'flagged');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        referred: personColumns(referredUser),
        referrer: personColumns(referrerUser),
        evidence: referral.evidence,
        flaggedAt: referral.flaggedAt,
        createdAt: referral.createdAt,
      })
      .from(referral)
      .innerJoin(referredUser, eq(referredUser.id, referral.referredId))
      .innerJoin(referrerUser, eq(referrerUser.id, referral.referrerId))
      .where(flagged)
      .orderBy(asc(referral.flaggedAt), asc(referral.referredId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(referral).where(flagged),
  ]);
  const held = await heldByReferral(
    db,
    rows.map((row) => row.referred.id),
  );
  return {
    items: rows.map((row) => ({
      referred: row.referred,
      referrer: row.referrer,
      evidence: evidenceItems(row.evidence),
      flaggedAt: (row.flaggedAt ?? row.createdAt).toISOString(),
      held: tally(held.get(row.referred.id) ?? []),
    })),
    page: query.page,
    size: query.size,
    total: Number(total?.n ?? 0),
  };
}

/** The held commissions of each of a page's referrals; one commission may count for two. */
async function heldByReferral(
  db: Db,
  referredIds: string[],
): Promise<Map<string, Array<{ amount: bigint }>>> {
  const byReferral = new Map<string, Array<{ amount: bigint }>>();
  if (referredIds.length === 0) return byReferral;
  const rows = await db
    .select({
      depositorId: referralCommission.depositorId,
      referredId: referralCommission.referredId,
      amount: referralCommission.amount,
    })
    .from(referralCommission)
    .where(
      and(
        eq(referralCommission.status, 'held'),
        or(
          inArray(referralCommission.depositorId, referredIds),
          inArray(referralCommission.referredId, referredIds),
        ),
      ),
    );
  for (const id of referredIds) {
    byReferral.set(
      id,
      rows.filter((row) => row.depositorId === id || row.referredId === id),
    );
  }
  return byReferral;
}

export interface ReferralDecision {
  referredId: string;
  actor: Actor;
  decision: 'approve' | 'reject';
  reason?: string;
}

const notFound = () => new AppError(404, ERROR_CODES.notFound, 'No such referral');

/**
 * Staff approve a flagged referral (each held commission whose chain is now clear is paid,
 * house -> bonus fund, under the deposit approval's own key `referral:{depositId}:{level}`, so
 * never twice) or reject it (its held commissions are voided, never paid). Decision 035.
 *
 * Referral decisions take one advisory lock in turn: approving two links of one chain at the
 * same moment would otherwise each see the other still flagged and leave a level-2 commission
 * held for good (or deadlock on each other's rows). The referral row itself is locked too, so a
 * deposit approval reading it (share lock) waits for the decision, or the decision for it; of
 * two decisions on one referral the second finds it decided and is refused with 409.
 */
export async function decideReferral(
  deps: Pick<AppDependencies, 'ledger' | 'events' | 'clock'>,
  uow: UnitOfWork,
  input: ReferralDecision,
): Promise<ReferralDecisionResponse> {
  const { tx } = uow;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-decisions'))`);
  const [row] = await tx
    .select()
    .from(referral)
    .where(eq(referral.referredId, input.referredId))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'flagged') {
    throw new AppError(
      409,
      REFERRAL_REVIEW_ERROR_CODES.notFlagged,
      row.status === 'clear'
        ? 'This referral is not flagged'
        : `This referral has already been ${row.status}`,
    );
  }
  const approve = input.decision === 'approve';
  const status = approve ? 'approved' : 'rejected';
  const reason = approve ? null : (input.reason ?? '');
  const decidedAt = new Date(deps.clock.now());
  await tx
    .update(referral)
    .set({ status, decidedBy: input.actor.id, decidedAt, decisionReason: reason })
    .where(eq(referral.referredId, row.referredId));
  const held = await tx
    .select()
    .from(referralCommission)
    .where(and(eq(referralCommission.status, 'held'), dependsOn(row.referredId)))
    .orderBy(asc(referralCommission.createdAt), asc(referralCommission.depositId))
    .for('update');
  const paid = approve ? await payReleased(deps, uow, held, decidedAt) : [];
  const voided = approve ? [] : await voidHeld(tx, held, decidedAt);
  await recordAudit(tx, {
    actorId: input.actor.id,
    actorRole: input.actor.role,
    action: `referral.${input.decision}`,
    targetType: 'user',
    targetId: row.referredId,
    before: { status: row.status, referrerId: row.referrerId, evidence: row.evidence },
    after: {
      status,
      ...(reason === null ? {} : { reason }),
      ...(approve
        ? { paid: paid.map((c) => `${c.depositId}:${c.level}`), paidTotal: tally(paid).total }
        : {
            voided: voided.map((c) => `${c.depositId}:${c.level}`),
            voidedTotal: tally(voided).total,
          }),
    },
    ip: input.actor.ip,
  });
  uow.afterCommit(() => deps.events.publish({ type: 'queue', queue: 'referrals' }));
  return {
    referredId: row.referredId,
    status,
    decidedAt: decidedAt.toISOString(),
    reason,
    paid: tally(paid),
    voided: tally(voided),
  };
}

type CommissionRow = typeof referralCommission.$inferSelect;

/**
 * Pays each held commission whose whole chain is clear or approved now; one with a link still
 * flagged (the other link of a level-2 chain) stays held for that link's decision.
 */
async function payReleased(
  deps: Pick<AppDependencies, 'ledger' | 'events'>,
  uow: UnitOfWork,
  held: CommissionRow[],
  decidedAt: Date,
): Promise<CommissionRow[]> {
  const { tx } = uow;
  const paid: CommissionRow[] = [];
  for (const commission of held) {
    if (!(await chainIsClear(tx, commission))) continue;
    const house = await deps.ledger.systemAccount('house', uow, commission.referrerId);
    const { bonus } = await deps.ledger.userAccounts(commission.referrerId, uow);
    const [deposit] = await tx
      .select({ number: deposits.number })
      .from(deposits)
      .where(eq(deposits.id, commission.depositId));
    const { transfer } = await deps.ledger.transfer(uow, {
      debitAccountId: house.id,
      creditAccountId: bonus.id,
      amount: commission.amount,
      kind: TRANSFER_KINDS.referralCommission,
      reference: `deposit:${commission.depositId}`,
      idempotencyKey: `referral:${commission.depositId}:${commission.level}`,
      metadata: { level: commission.level, number: deposit?.number ?? null },
    });
    await tx
      .update(referralCommission)
      .set({ status: 'paid', transferId: transfer.id, decidedAt })
      .where(
        and(
          eq(referralCommission.depositId, commission.depositId),
          eq(referralCommission.level, commission.level),
        ),
      );
    paid.push(commission);
    const event = {
      type: 'referral.commission' as const,
      userId: commission.referrerId,
      depositId: commission.depositId,
      level: commission.level === 2 ? (2 as const) : (1 as const),
      status: 'paid' as const,
    };
    uow.afterCommit(() => deps.events.publish(event));
  }
  return paid;
}

/**
 * Whether every referral of the commission's chain is clear or approved: the depositor's, and
 * for level 2 also the level-1 referrer's (the row's referredId). Share-locked like the
 * deposit approval reads them.
 */
async function chainIsClear(tx: Tx, commission: CommissionRow): Promise<boolean> {
  const links = [...new Set([commission.depositorId, commission.referredId])];
  const rows = await tx
    .select({ status: referral.status })
    .from(referral)
    .where(inArray(referral.referredId, links))
    .for('share');
  return rows.every((link) => link.status === 'clear' || link.status === 'approved');
}

async function voidHeld(tx: Tx, held: CommissionRow[], decidedAt: Date) {
  for (const commission of held) {
    await tx
      .update(referralCommission)
      .set({ status: 'voided', decidedAt })
      .where(
        and(
          eq(referralCommission.depositId, commission.depositId),
          eq(referralCommission.level, commission.level),
        ),
      );
  }
  return held;
}

/** A referral row seen from one of its ends: the person at that end and how staff saw it. */
const linkColumns = (person: typeof referredUser | typeof referrerUser) => ({
  person: personColumns(person),
  status: referral.status,
  evidence: referral.evidence,
  joinedAt: referral.createdAt,
});

type LinkRow = {
  person: ReferralPerson;
  status: (typeof referral.$inferSelect)['status'];
  evidence: ReferralEvidence;
  joinedAt: Date;
};

const toLink = (row: LinkRow) => ({
  person: row.person,
  status: row.status,
  evidence: evidenceItems(row.evidence),
  joinedAt: row.joinedAt.toISOString(),
});

/** GET /api/admin/users/{userId}/referrals: who referred the user, whom they referred, earnings. */
export async function userReferrals(db: Db, userId: string): Promise<AdminUserReferrals> {
  const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!exists) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  const mine = eq(referralCommission.referrerId, userId);
  const [[referredBy], levelOne, commissionRows, [commissionCount], earnedRows] = await Promise.all(
    [
      db
        .select(linkColumns(referrerUser))
        .from(referral)
        .innerJoin(referrerUser, eq(referrerUser.id, referral.referrerId))
        .where(eq(referral.referredId, userId)),
      db
        .select(linkColumns(referredUser))
        .from(referral)
        .innerJoin(referredUser, eq(referredUser.id, referral.referredId))
        .where(eq(referral.referrerId, userId)),
      db
        .select({
          depositId: referralCommission.depositId,
          depositNumber: deposits.number,
          level: referralCommission.level,
          from: personColumns(referredUser),
          depositAmount: referralCommission.depositAmount,
          amount: referralCommission.amount,
          status: referralCommission.status,
          createdAt: referralCommission.createdAt,
          decidedAt: referralCommission.decidedAt,
        })
        .from(referralCommission)
        .innerJoin(deposits, eq(deposits.id, referralCommission.depositId))
        .innerJoin(referredUser, eq(referredUser.id, referralCommission.depositorId))
        .where(mine)
        .orderBy(desc(referralCommission.createdAt), asc(referralCommission.level))
        .limit(USER_REFERRALS_LIST_MAX),
      db.select({ n: count() }).from(referralCommission).where(mine),
      db
        .select({
          status: referralCommission.status,
          total: sql<string>`coalesce(sum(${referralCommission.amount}), 0)::text`,
        })
        .from(referralCommission)
        .where(mine)
        .groupBy(referralCommission.status),
    ],
  );
  const levelTwo =
    levelOne.length === 0
      ? []
      : await db
          .select(linkColumns(referredUser))
          .from(referral)
          .innerJoin(referredUser, eq(referredUser.id, referral.referredId))
          .where(
            inArray(
              referral.referrerId,
              levelOne.map((row) => row.person.id),
            ),
          );
  const people = [
    ...levelOne.map((row) => ({ ...toLink(row), level: 1 as const })),
    ...levelTwo.map((row) => ({ ...toLink(row), level: 2 as const })),
  ].sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
  const earned = (status: string) =>
    formatMoney(BigInt(earnedRows.find((row) => row.status === status)?.total ?? '0'));
  return {
    referredBy: referredBy ? toLink(referredBy) : null,
    referred: people.slice(0, USER_REFERRALS_LIST_MAX),
    referredTotal: people.length,
    commissions: commissionRows.map((row) => ({
      depositId: row.depositId,
      depositNumber: row.depositNumber,
      level: row.level === 2 ? 2 : 1,
      from: row.from,
      depositAmount: formatMoney(row.depositAmount),
      amount: formatMoney(row.amount),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
    commissionsTotal: Number(commissionCount?.n ?? 0),
    earned: { paid: earned('paid'), held: earned('held') },
  };
}

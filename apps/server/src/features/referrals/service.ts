import { TRANSFER_KINDS } from '@kapital/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  bankDetails,
  type ReferralEvidence,
  referral,
  referralCommission,
  session,
  user,
} from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { KnownDevice } from '../../platform/auth/device-cookie.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';

/** Basis points in a whole: 500 bps = 5%. */
const BPS = 10_000n;

/**
 * A commission in minor units: `rateBps` of `amount`, rounded down to the cent (bigint division
 * truncates; both are never negative). The house never pays a fraction of a cent more than the
 * rate says, and a tiny deposit may earn nothing (decision 035).
 */
export function commissionOf(amount: bigint, rateBps: number): bigint {
  return (amount * BigInt(rateBps)) / BPS;
}

interface Signup {
  referredId: string;
  referrerId: string;
  /** The new user's sign-up IP address. */
  ip: string | null;
  /** The signed device cookie the registering browser carried, if genuine. */
  device: KnownDevice | null;
}

/**
 * What makes a sign-up look like its referrer's own: the referrer's sign-up IP or the IP of
 * one of their sessions, or a device cookie that vouches for the referrer (that browser signed
 * in to the referrer's account last).
 */
async function signupEvidence(tx: Tx, signup: Signup): Promise<ReferralEvidence> {
  const evidence: ReferralEvidence = {};
  if (signup.device?.userId === signup.referrerId) evidence.sameDevice = true;
  if (signup.ip) {
    const [referrer] = await tx
      .select({ signupIp: user.signupIp })
      .from(user)
      .where(eq(user.id, signup.referrerId));
    const sessionIps = await tx
      .selectDistinct({ ip: session.ipAddress })
      .from(session)
      .where(and(eq(session.userId, signup.referrerId), isNotNull(session.ipAddress)));
    const ips = new Set([referrer?.signupIp, ...sessionIps.map((row) => row.ip)]);
    if (ips.has(signup.ip)) evidence.sameIp = signup.ip;
  }
  return evidence;
}

const isSuspect = (evidence: ReferralEvidence) => Object.keys(evidence).length > 0;

/**
 * Records who referred a new user, flagged with its evidence when the sign-up shares the
 * referrer's IP or device. A user cannot refer themselves: the referrer existed before the new
 * user did, and a referral row never changes its referrer, so the chain has no cycle.
 */
export async function recordReferral(
  deps: Pick<AppDependencies, 'database' | 'clock' | 'events'>,
  signup: Signup,
): Promise<void> {
  if (signup.referredId === signup.referrerId) return;
  const flagged = await deps.database.db.transaction(async (tx) => {
    const evidence = await signupEvidence(tx, signup);
    const flagged = isSuspect(evidence);
    await tx
      .insert(referral)
      .values({
        referredId: signup.referredId,
        referrerId: signup.referrerId,
        status: flagged ? 'flagged' : 'clear',
        evidence,
        flaggedAt: flagged ? new Date(deps.clock.now()) : null,
      })
      .onConflictDoNothing();
    return flagged;
  });
  if (!flagged) return;
  try {
    // The console's queue of flagged referrals grew: the admins' screens show it.
    await deps.events.publish({ type: 'queue', queue: 'referrals' });
  } catch {
    // The sign-up has committed and must not fail now; consoles see it on their next read.
  }
}

/**
 * A user saved bank details. The same account number flags, as evidence `sameBank`, their own
 * referral when it is their referrer's number, and the referrals of the people they referred
 * who saved it already. A referral already decided by staff stays as they decided.
 *
 * Each side locks the referral rows before it reads the other side's bank details, in a
 * statement of its own: of a referrer and a referred person saving at the same moment, the
 * later waits for the earlier's commit and then sees its number. Answers how many referrals
 * it flagged (or added the evidence to), for the console's queue news after the commit.
 */
export async function checkSameBank(
  deps: Pick<AppDependencies, 'clock'>,
  tx: Tx,
  userId: string,
  accountNumber: string,
): Promise<{ flagged: number }> {
  const number = normalAccount(accountNumber);
  const undecided = inArray(referral.status, ['clear', 'flagged']);
  const sameBank: string[] = [];
  const [own] = await tx
    .select({ referredId: referral.referredId, referrerId: referral.referrerId })
    .from(referral)
    .where(and(eq(referral.referredId, userId), undecided))
    .for('update');
  if (own) {
    const [referrerBank] = await tx
      .select({ accountNumber: bankDetails.accountNumber })
      .from(bankDetails)
      .where(eq(bankDetails.userId, own.referrerId));
    if (referrerBank && normalAccount(referrerBank.accountNumber) === number) {
      sameBank.push(own.referredId);
    }
  }
  const referred = and(eq(referral.referrerId, userId), undecided);
  await tx.select({ referredId: referral.referredId }).from(referral).where(referred).for('update');
  const referredBanks = await tx
    .select({ referredId: referral.referredId, accountNumber: bankDetails.accountNumber })
    .from(referral)
    .innerJoin(bankDetails, eq(bankDetails.userId, referral.referredId))
    .where(referred);
  for (const bank of referredBanks) {
    if (normalAccount(bank.accountNumber) === number) sameBank.push(bank.referredId);
  }
  for (const referredId of sameBank) await flagSameBank(deps, tx, referredId);
  return { flagged: sameBank.length };
}

/** Adds `sameBank` to a locked, undecided referral's evidence; a clear one becomes flagged. */
async function flagSameBank(deps: Pick<AppDependencies, 'clock'>, tx: Tx, referredId: string) {
  await tx
    .update(referral)
    .set({
      status: 'flagged',
      evidence: sql`${referral.evidence} || '{"sameBank": true}'::jsonb`,
      flaggedAt: sql`coalesce(${referral.flaggedAt}, ${new Date(deps.clock.now()).toISOString()}::timestamptz)`,
    })
    .where(eq(referral.referredId, referredId));
}

/** Spaces and dashes are how people write an account number, not part of it. */
const normalAccount = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

interface ApprovedDeposit {
  id: string;
  userId: string;
  amount: bigint;
  number: string;
}

const LEVELS = [1, 2] as const;

/**
 * Pays the referrers of an approved deposit's depositor, inside the approval's transaction:
 * level 1 to the depositor's referrer, level 2 to that referrer's referrer, house -> bonus fund
 * under the key `referral:{depositId}:{level}` (a retried or raced approval moves nothing twice).
 * A commission whose chain has a flagged referral is held, one with a rejected referral voided;
 * each gets its row either way. A commission that rounds to zero is neither paid nor kept.
 */
export async function payReferralCommissions(
  deps: Pick<AppDependencies, 'ledger' | 'events'>,
  uow: UnitOfWork,
  deposit: ApprovedDeposit,
): Promise<void> {
  const { tx } = uow;
  const settings = await readSettingsRow(tx);
  const rates = { 1: settings.referralLevel1Bps, 2: settings.referralLevel2Bps };
  // Staff deciding a referral at the same moment wait for this approval, or it for them.
  const chain = await referralChain(tx, deposit.userId);
  for (const level of LEVELS) {
    const link = chain[level - 1];
    if (!link) return;
    const amount = commissionOf(deposit.amount, rates[level]);
    if (amount === 0n) continue;
    const links = chain.slice(0, level);
    const status: 'paid' | 'held' | 'voided' = links.some((step) => step.status === 'rejected')
      ? 'voided'
      : links.some((step) => step.status === 'flagged')
        ? 'held'
        : 'paid';
    let transferId: number | null = null;
    if (status === 'paid') {
      const house = await deps.ledger.systemAccount('house', uow, link.referrerId);
      const { bonus } = await deps.ledger.userAccounts(link.referrerId, uow);
      const { transfer } = await deps.ledger.transfer(uow, {
        debitAccountId: house.id,
        creditAccountId: bonus.id,
        amount,
        kind: TRANSFER_KINDS.referralCommission,
        reference: `deposit:${deposit.id}`,
        idempotencyKey: `referral:${deposit.id}:${level}`,
        metadata: { level, number: deposit.number },
      });
      transferId = transfer.id;
    }
    const [kept] = await tx
      .insert(referralCommission)
      .values({
        depositId: deposit.id,
        level,
        referrerId: link.referrerId,
        referredId: link.referredId,
        depositorId: deposit.userId,
        depositAmount: deposit.amount,
        rateBps: rates[level],
        amount,
        status,
        transferId,
      })
      .onConflictDoNothing()
      .returning({ depositId: referralCommission.depositId });
    if (kept && status !== 'voided') {
      const event = {
        type: 'referral.commission' as const,
        userId: link.referrerId,
        depositId: deposit.id,
        level,
        status,
      };
      uow.afterCommit(() => deps.events.publish(event));
    }
  }
}

type ReferralLink = Pick<typeof referral.$inferSelect, 'referredId' | 'referrerId' | 'status'>;

/**
 * The depositor's referral, then their referrer's: at most two steps, share-locked until the
 * approval commits. A step back to the depositor (impossible: see recordReferral) ends it.
 */
async function referralChain(tx: Tx, depositorId: string): Promise<ReferralLink[]> {
  const chain: ReferralLink[] = [];
  const seen = new Set([depositorId]);
  let referredId = depositorId;
  for (const _level of LEVELS) {
    const [link] = await tx
      .select({
        referredId: referral.referredId,
        referrerId: referral.referrerId,
        status: referral.status,
      })
      .from(referral)
      .where(eq(referral.referredId, referredId))
      .for('share');
    if (!link || seen.has(link.referrerId)) break;
    chain.push(link);
    seen.add(link.referrerId);
    referredId = link.referrerId;
  }
  return chain;
}

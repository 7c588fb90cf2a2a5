import { randomUUID } from 'node:crypto';
import {
  type AdminDeposit,
  type createDepositBody,
  DEPOSIT_PROOF_DEADLINE_HOURS,
  type Deposit,
  type DepositStatus,
  ERROR_CODES,
  formatMoney,
  formatMoneyDisplay,
  MONEY_ERROR_CODES,
  parseMoney,
  TRANSFER_KINDS,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { deposits, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { invoiceCurrency } from '../../platform/settings/invoice-terms.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';
import type { DocumentType } from '../../platform/storage/detect-document-type.ts';
import { depositRange, findPaymentMethod } from '../payment-methods/service.ts';
import { payReferralCommissions } from '../referrals/service.ts';
import { type DepositRow, readAdminDeposit, readDeposit } from './queries.ts';
import { newDepositReference } from './reference.ts';

/** What other features may read of a deposit. */
export { readDeposit } from './queries.ts';

type DepositDeps = Pick<AppDependencies, 'ledger' | 'clock' | 'events'>;

const HOUR_MS = 60 * 60 * 1000;
/** Fresh references collide once in about a trillion; a few tries are more than enough. */
const REFERENCE_ATTEMPTS = 5;

export const invoiceNotFound = () => new AppError(404, ERROR_CODES.notFound, 'No such invoice');

const STATE_NAMES: Record<DepositStatus, string> = {
  pending: 'waiting for payment',
  submitted: 'waiting for review',
  approved: 'already approved',
  rejected: 'already rejected',
  expired: 'expired',
  cancelled: 'cancelled',
};

function invalidState(status: DepositStatus, action: string): AppError {
  return new AppError(
    409,
    MONEY_ERROR_CODES.invalidState,
    `This invoice is ${STATE_NAMES[status]}, so it cannot be ${action}`,
  );
}

/** Tells the owner's open browsers that the invoice changed, once the change has committed. */
export function announceDeposit(
  deps: DepositDeps,
  uow: UnitOfWork,
  row: Pick<DepositRow, 'id' | 'userId'>,
  status: DepositStatus,
) {
  uow.afterCommit(() =>
    deps.events.publish({
      type: 'invoice',
      userId: row.userId,
      invoice: 'deposit',
      id: row.id,
      status,
    }),
  );
}

/** The deposit row under a lock until the transaction ends: state checks then hold. */
async function lockDeposit(tx: Tx, depositId: string, userId?: string): Promise<DepositRow> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.id, depositId),
        userId === undefined ? undefined : eq(deposits.userId, userId),
      ),
    )
    .for('update');
  if (!row) throw invoiceNotFound();
  return row;
}

/**
 * Issues a pending deposit invoice. The amount must fit both the settings' limits and the
 * method's; the method's instructions, the user's currency and its rate are copied so the
 * invoice keeps saying what it said when issued.
 */
export async function createDeposit(
  deps: DepositDeps,
  uow: UnitOfWork,
  userId: string,
  body: z.output<typeof createDepositBody>,
): Promise<Deposit> {
  const { tx } = uow;
  const method = await findPaymentMethod(tx, body.methodId);
  if (!method?.active) {
    throw new AppError(
      422,
      MONEY_ERROR_CODES.paymentMethodUnavailable,
      'This payment method is not available: choose another one',
      { methodId: 'This payment method is not available: choose another one' },
    );
  }
  const limits = await readSettingsRow(tx);
  const amount = parseMoney(body.amount);
  const { min, max } = depositRange(limits, method);
  if (amount < min || amount > max) {
    const message = `Enter an amount from ${formatMoneyDisplay(min)} to ${formatMoneyDisplay(max)} USD`;
    throw new AppError(422, MONEY_ERROR_CODES.amountOutOfLimits, message, { amount: message });
  }
  const [customer] = await tx
    .select({ currency: user.currency })
    .from(user)
    .where(eq(user.id, userId));
  const { currency, rate } = invoiceCurrency(limits, customer?.currency ?? null);
  const createdAt = new Date(deps.clock.now());
  const expiresAt = new Date(createdAt.getTime() + DEPOSIT_PROOF_DEADLINE_HOURS * HOUR_MS);
  const id = randomUUID();
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
    // A taken reference inserts nothing (and leaves the transaction usable): try another.
    const [inserted] = await tx
      .insert(deposits)
      .values({
        id,
        reference: newDepositReference(),
        userId,
        methodId: method.id,
        methodLabel: method.label,
        instructions: method.instructions,
        amount,
        currency,
        rate,
        status: 'pending',
        createdAt,
        expiresAt,
      })
      .onConflictDoNothing({ target: deposits.reference })
      .returning({ id: deposits.id });
    if (inserted) {
      const deposit = await readDeposit(tx, userId, id);
      if (!deposit) throw new Error('The new deposit cannot be read back');
      announceDeposit(deps, uow, { id, userId }, 'pending');
      return deposit;
    }
  }
  throw new Error('Could not find a free deposit reference');
}

export interface Proof {
  bytes: Buffer;
  type: DocumentType;
}

/**
 * Refuses an invoice that no longer waits for proof: decided, cancelled, or past its deadline
 * (the expiry job marks it within a minute; until then it is expired all the same).
 */
function assertAwaitingProof(row: Pick<DepositRow, 'status' | 'expiresAt'>, now: number) {
  if (row.status !== 'pending') throw invalidState(row.status, 'given a proof of payment');
  if (row.expiresAt.getTime() <= now) throw invalidState('expired', 'given a proof of payment');
}

/** Runs the row change at most once per Idempotency-Key (idempotent() in the route). */
export type RunOnce = (work: (uow: UnitOfWork) => Promise<Deposit>) => Promise<Deposit>;

/**
 * Stores the proof privately and marks the invoice submitted. The file is written first under
 * a fresh key, then the row changes under its lock. The file goes again whenever the row does
 * not end up pointing at it: the invoice stopped waiting in between (cancelled, expired,
 * another upload), or the request was a retry answered with the first upload's result.
 */
export async function attachProof(
  deps: Pick<AppDependencies, 'database' | 'storage' | 'ledger' | 'clock' | 'events'>,
  input: { userId: string; depositId: string; proof: Proof; txReference: string | null },
  runOnce: RunOnce,
  log: FastifyBaseLogger,
): Promise<Deposit> {
  const { userId, depositId, proof } = input;
  // Only an invoice of this user gets a file written under its id.
  const [owned] = await deps.database.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)));
  if (!owned) throw invoiceNotFound();
  const key = `deposits/${owned.id}/proof-${randomUUID()}.${proof.type.extension}`;
  await deps.storage.put(key, proof.bytes, proof.type.contentType);
  let linked = false;
  try {
    const deposit = await runOnce(async (uow) => {
      const row = await lockDeposit(uow.tx, depositId, userId);
      assertAwaitingProof(row, deps.clock.now());
      await uow.tx
        .update(deposits)
        .set({
          status: 'submitted',
          proofFileKey: key,
          proofContentType: proof.type.contentType,
          proofUploadedAt: new Date(deps.clock.now()),
          txReference: input.txReference,
        })
        .where(eq(deposits.id, depositId));
      announceDeposit(deps, uow, row, 'submitted');
      const submitted = await readDeposit(uow.tx, userId, depositId);
      if (!submitted) throw invoiceNotFound();
      linked = true;
      return submitted;
    });
    if (!linked) await deleteQuietly(deps, key, log);
    return deposit;
  } catch (error) {
    await deleteQuietly(deps, key, log);
    throw error;
  }
}

async function deleteQuietly(
  deps: Pick<AppDependencies, 'storage'>,
  key: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete an unused deposit proof');
  }
}

/** The proof of one of the owner's invoices, or (ownerId null: staff) of anyone's; null if none. */
export async function readProof(
  deps: Pick<AppDependencies, 'database' | 'storage'>,
  depositId: string,
  ownerId: string | null,
): Promise<Buffer | null> {
  const [row] = await deps.database.db
    .select({ key: deposits.proofFileKey, userId: deposits.userId })
    .from(deposits)
    .where(eq(deposits.id, depositId));
  if (!row?.key || (ownerId !== null && row.userId !== ownerId)) return null;
  const file = await deps.storage.get(row.key);
  return file?.body ?? null;
}

/** The user withdraws an invoice before it is decided: pending or submitted -> cancelled. */
export async function cancelDeposit(
  deps: DepositDeps,
  uow: UnitOfWork,
  userId: string,
  depositId: string,
): Promise<Deposit> {
  const row = await lockDeposit(uow.tx, depositId, userId);
  if (row.status !== 'pending' && row.status !== 'submitted') {
    throw invalidState(row.status, 'cancelled');
  }
  await uow.tx
    .update(deposits)
    .set({ status: 'cancelled', decidedAt: new Date(deps.clock.now()) })
    .where(eq(deposits.id, depositId));
  announceDeposit(deps, uow, row, 'cancelled');
  const deposit = await readDeposit(uow.tx, userId, depositId);
  if (!deposit) throw invoiceNotFound();
  return deposit;
}

export interface DepositDecision {
  depositId: string;
  actor: Actor;
  decision: 'approve' | 'reject';
  reason?: string;
}

/**
 * Staff approve (the wallet is credited from the world, once: the transfer's key is
 * `deposit:{id}`; the depositor's referrers earn their commissions in the same transaction,
 * decision 035) or reject a pending or submitted invoice. The row is locked first, so of two
 * decisions sent at once the second sees the first's result and is refused with 409. Row,
 * transfer and audit entry commit together; the event follows the commit, and its notice (and
 * mail, decision 036) follow the event.
 */
export async function decideDeposit(
  deps: DepositDeps,
  uow: UnitOfWork,
  input: DepositDecision,
): Promise<AdminDeposit> {
  const { tx } = uow;
  const row = await lockDeposit(tx, input.depositId);
  const approve = input.decision === 'approve';
  if (row.status !== 'pending' && row.status !== 'submitted') {
    throw invalidState(row.status, approve ? 'approved' : 'rejected');
  }
  const status = approve ? 'approved' : 'rejected';
  const reason = approve ? null : (input.reason ?? '');
  let transferId: string | null = null;
  if (approve) {
    const world = await deps.ledger.systemAccount('world', uow, row.userId);
    const { wallet } = await deps.ledger.userAccounts(row.userId, uow);
    const { transfer } = await deps.ledger.transfer(uow, {
      debitAccountId: world.id,
      creditAccountId: wallet.id,
      amount: row.amount,
      kind: TRANSFER_KINDS.deposit,
      reference: `deposit:${row.id}`,
      idempotencyKey: `deposit:${row.id}`,
      metadata: { number: row.number },
    });
    transferId = String(transfer.id);
    await payReferralCommissions(deps, uow, row);
  }
  await tx
    .update(deposits)
    .set({
      status,
      rejectionReason: reason,
      reviewedBy: input.actor.id,
      decidedAt: new Date(deps.clock.now()),
    })
    .where(eq(deposits.id, row.id));
  await recordAudit(tx, {
    actorId: input.actor.id,
    actorRole: input.actor.role,
    action: `deposit.${input.decision}`,
    targetType: 'deposit',
    targetId: row.id,
    before: { status: row.status },
    after: {
      status,
      number: row.number,
      amount: formatMoney(row.amount),
      ...(reason === null ? {} : { reason }),
      ...(transferId === null ? {} : { transferId }),
    },
    ip: input.actor.ip,
  });
  const decided = await readAdminDeposit(tx, row.id);
  if (!decided) throw invoiceNotFound();
  announceDeposit(deps, uow, row, status);
  return decided;
}

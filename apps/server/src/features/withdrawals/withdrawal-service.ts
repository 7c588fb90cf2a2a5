import { randomUUID } from 'node:crypto';
import {
  type AdminWithdrawal,
  type CashFund,
  ERROR_CODES,
  formatMoney,
  MONEY_ERROR_CODES,
  TRANSFER_KINDS,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawalTerms,
  withdrawalFee,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { LedgerInvariantError, type UnitOfWork } from '../../platform/ledger/index.ts';
import { invoiceCurrency, invoiceCustomerOf } from '../../platform/settings/invoice-terms.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';
import { bankDetailsView, readBankRow, withdrawalsOpenAt } from '../bank/bank-service.ts';
import { readFunds } from '../funds/fund-move-service.ts';
import { isKycApproved } from '../kyc/kyc-service.ts';
import {
  readAdminWithdrawal,
  readWithdrawalContext,
  type WithdrawalRow,
  withdrawalView,
} from './queries.ts';

/** What other features may read of a withdrawal. */
export { readWithdrawal } from './queries.ts';

type Deps = Pick<AppDependencies, 'ledger' | 'clock' | 'events'>;

const notFound = () => new AppError(404, ERROR_CODES.notFound, 'No such withdrawal');

const invalidState = (status: WithdrawalStatus) =>
  new AppError(
    409,
    MONEY_ERROR_CODES.invalidState,
    `This withdrawal is already ${status}: only a pending one can change`,
  );

const kycRequired = () =>
  new AppError(403, MONEY_ERROR_CODES.kycRequired, 'Verify your identity (KYC) before withdrawing');

/** GET /api/withdrawals/terms: what the form shows before the user types an amount. */
export async function withdrawalTerms(
  deps: Pick<AppDependencies, 'database' | 'clock'>,
  person: Pick<SessionUser, 'id' | 'emailVerified'>,
): Promise<WithdrawalTerms> {
  const { db } = deps.database;
  const [settingsRow, funds, bank, kycApproved] = await Promise.all([
    readSettingsRow(db),
    readFunds(db, person.id),
    readBankRow(db, person.id),
    isKycApproved(db, person.id),
  ]);
  if (!funds) throw new AppError(404, ERROR_CODES.notFound, 'No accounts for this user');
  const openAt = withdrawalsOpenAt(bank, deps.clock.now());
  const blockers: WithdrawalTerms['blockers'] = [];
  if (!person.emailVerified) blockers.push('email');
  if (!kycApproved) blockers.push('kyc');
  if (!bank) blockers.push('bank');
  if (openAt) blockers.push('cooldown');
  return {
    feeBps: settingsRow.withdrawalFeeBps,
    feeFixed: formatMoney(settingsRow.withdrawalFeeFixed),
    min: formatMoney(settingsRow.withdrawalMin),
    balances: { wallet: funds.wallet, bonus: funds.bonus, profit: funds.profit },
    bank: bank ? bankDetailsView(bank) : null,
    withdrawalsOpenAt: openAt?.toISOString() ?? null,
    blockers,
  };
}

const amountRefusal = (message: string) =>
  new AppError(422, MONEY_ERROR_CODES.amountOutOfLimits, message, { amount: message });

export interface WithdrawalRequest {
  userId: string;
  source: CashFund;
  /** Minor units, above zero. */
  amount: bigint;
}

/**
 * A withdrawal request, inside the request's transaction: the identity must be verified, the
 * bank account saved and out of its cooldown, the amount at least the minimum and more than
 * the fee. The row and the move of the whole amount from the source fund to the hold commit
 * together; a balance too small is the ledger's 422 and rolls the row back too.
 */
export async function createWithdrawal(
  deps: Deps,
  uow: UnitOfWork,
  input: WithdrawalRequest,
): Promise<Withdrawal> {
  const nowMs = deps.clock.now();
  const context = await readWithdrawalContext(uow.tx, input.userId, input.source);
  if (!context) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  if (context.kycStatus !== 'approved') throw kycRequired();
  const { bank, customer } = context;
  if (!bank) {
    throw new AppError(
      409,
      MONEY_ERROR_CODES.bankDetailsRequired,
      'Save your bank details before withdrawing',
    );
  }
  const openAt = withdrawalsOpenAt(bank, nowMs);
  if (openAt) {
    throw new AppError(
      409,
      MONEY_ERROR_CODES.bankDetailsCooldown,
      `Your bank details changed recently: withdrawals reopen at ${openAt.toISOString()}`,
    );
  }
  const settingsRow = context.settings ?? (await readSettingsRow(uow.tx));
  if (input.amount < settingsRow.withdrawalMin) {
    throw amountRefusal(`The smallest withdrawal is ${formatMoney(settingsRow.withdrawalMin)} USD`);
  }
  const fee = withdrawalFee(
    input.amount,
    settingsRow.withdrawalFeeBps,
    settingsRow.withdrawalFeeFixed,
  );
  if (input.amount - fee <= 0n) {
    throw amountRefusal(`The amount must be more than the fee of ${formatMoney(fee)} USD`);
  }
  if (context.sourceAccountId === null) {
    throw new LedgerInvariantError(`User ${input.userId} has no ${input.source} account`);
  }
  const [row] = await uow.tx
    .insert(withdrawals)
    .values({
      id: randomUUID(),
      userId: input.userId,
      source: input.source,
      amount: input.amount,
      fee,
      net: input.amount - fee,
      bank: {
        bankName: bank.bankName,
        accountHolder: bank.accountHolder,
        accountNumber: bank.accountNumber,
        swift: bank.swift,
      },
      ...invoiceCurrency(settingsRow, customer.currency),
      status: 'pending',
      createdAt: new Date(nowMs),
    })
    .returning();
  if (!row) throw new Error('The withdrawal was not saved');
  const hold = await deps.ledger.systemAccount('hold', uow, input.userId);
  await deps.ledger.transfer(uow, {
    debitAccountId: context.sourceAccountId,
    creditAccountId: hold.id,
    amount: row.amount,
    kind: TRANSFER_KINDS.withdrawalHold,
    reference: `withdrawal:${row.id}`,
    idempotencyKey: `withdrawal:${row.id}:hold`,
    metadata: { number: row.number },
  });
  announce(deps, uow, row);
  return withdrawalView(row, customer);
}

function announce(deps: Pick<AppDependencies, 'events'>, uow: UnitOfWork, row: WithdrawalRow) {
  const event = {
    type: 'invoice' as const,
    userId: row.userId,
    invoice: 'withdrawal' as const,
    id: row.id,
    status: row.status,
  };
  uow.afterCommit(() => deps.events.publish(event));
}

/** The row locked for a state change; of two changes at once, the second sees the first. */
async function lockWithdrawal(tx: Tx, withdrawalId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.id, withdrawalId),
        userId === undefined ? undefined : eq(withdrawals.userId, userId),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw invalidState(row.status);
  return row;
}

/** The held amount goes back to the fund it came from (a cancel or a rejection). */
async function returnHold(deps: Deps, uow: UnitOfWork, row: WithdrawalRow) {
  const funds = await deps.ledger.userAccounts(row.userId, uow);
  const hold = await deps.ledger.systemAccount('hold', uow, row.userId);
  await deps.ledger.transfer(uow, {
    debitAccountId: hold.id,
    creditAccountId: funds[row.source].id,
    amount: row.amount,
    kind: TRANSFER_KINDS.withdrawalReturn,
    reference: `withdrawal:${row.id}`,
    idempotencyKey: `withdrawal:${row.id}:return`,
    metadata: { number: row.number },
  });
}

/** The user cancels their own pending withdrawal; the money returns to its fund. */
export async function cancelWithdrawal(
  deps: Deps,
  uow: UnitOfWork,
  userId: string,
  withdrawalId: string,
): Promise<Withdrawal> {
  const locked = await lockWithdrawal(uow.tx, withdrawalId, userId);
  await returnHold(deps, uow, locked);
  const [row] = await uow.tx
    .update(withdrawals)
    .set({ status: 'cancelled', decidedAt: new Date(deps.clock.now()) })
    .where(eq(withdrawals.id, locked.id))
    .returning();
  if (!row) throw notFound();
  announce(deps, uow, row);
  return withdrawalView(row, await invoiceCustomerOf(uow.tx, userId));
}

export interface StaffDecision {
  withdrawalId: string;
  actor: Pick<SessionUser, 'id' | 'role'>;
  ip: string | null;
}

/**
 * Staff mark a pending withdrawal paid: the net amount leaves for the bank (hold -> world) and
 * the fee is earned (hold -> fees). Row, transfers and audit commit together; after the commit
 * the event refreshes the user's screens and makes their notice and mail (decision 036).
 */
export async function payWithdrawal(
  deps: Deps,
  uow: UnitOfWork,
  decision: StaffDecision & { payoutReference: string },
): Promise<AdminWithdrawal> {
  const { ledger } = deps;
  const locked = await lockWithdrawal(uow.tx, decision.withdrawalId);
  const hold = await ledger.systemAccount('hold', uow, locked.userId);
  const world = await ledger.systemAccount('world', uow, locked.userId);
  const common = { reference: `withdrawal:${locked.id}`, metadata: { number: locked.number } };
  await ledger.transfer(uow, {
    ...common,
    debitAccountId: hold.id,
    creditAccountId: world.id,
    amount: locked.net,
    kind: TRANSFER_KINDS.withdrawalPayout,
    idempotencyKey: `withdrawal:${locked.id}:payout`,
  });
  if (locked.fee > 0n) {
    const fees = await ledger.systemAccount('fees', uow, locked.userId);
    await ledger.transfer(uow, {
      ...common,
      debitAccountId: hold.id,
      creditAccountId: fees.id,
      amount: locked.fee,
      kind: TRANSFER_KINDS.withdrawalFee,
      idempotencyKey: `withdrawal:${locked.id}:fee`,
    });
  }
  const row = await decide(deps, uow, locked, decision, {
    status: 'paid',
    payoutReference: decision.payoutReference,
  });
  return adminView(uow.tx, row.id);
}

/** Staff refuse a pending withdrawal with a reason; the money returns to its fund. */
export async function rejectWithdrawal(
  deps: Deps,
  uow: UnitOfWork,
  decision: StaffDecision & { reason: string },
): Promise<AdminWithdrawal> {
  const locked = await lockWithdrawal(uow.tx, decision.withdrawalId);
  await returnHold(deps, uow, locked);
  const row = await decide(deps, uow, locked, decision, {
    status: 'rejected',
    rejectionReason: decision.reason,
  });
  return adminView(uow.tx, row.id);
}

/** Writes a staff decision on the locked row, with its audit entry and the user's event. */
async function decide(
  deps: Deps,
  uow: UnitOfWork,
  locked: WithdrawalRow,
  decision: StaffDecision,
  change:
    | { status: 'paid'; payoutReference: string }
    | { status: 'rejected'; rejectionReason: string },
): Promise<WithdrawalRow> {
  const [row] = await uow.tx
    .update(withdrawals)
    .set({ ...change, reviewedBy: decision.actor.id, decidedAt: new Date(deps.clock.now()) })
    .where(eq(withdrawals.id, locked.id))
    .returning();
  if (!row) throw notFound();
  await recordAudit(uow.tx, {
    actorId: decision.actor.id,
    actorRole: decision.actor.role ?? 'admin',
    action: change.status === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
    targetType: 'withdrawal',
    targetId: row.id,
    before: { status: locked.status },
    after: { ...change, number: row.number, amount: formatMoney(row.amount) },
    ip: decision.ip,
  });
  announce(deps, uow, row);
  return row;
}

async function adminView(tx: Tx, withdrawalId: string): Promise<AdminWithdrawal> {
  const view = await readAdminWithdrawal(tx, withdrawalId);
  if (!view) throw notFound();
  return view;
}

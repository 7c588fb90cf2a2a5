import {
  type AdminWithdrawal,
  type AdminWithdrawalListResponse,
  type CashFund,
  compactDecimal,
  type Withdrawal,
  type WithdrawalListResponse,
  type WithdrawalSummary,
  type withdrawalListQuery,
} from '@kapital/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  bankDetails,
  kycSubmissions,
  settings,
  user,
  withdrawals,
} from '../../db/schema/index.ts';
import { invoiceAmount, storedCurrency } from '../../platform/settings/invoice-terms.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export type WithdrawalListFilter = z.output<typeof withdrawalListQuery>;

const customerColumns = { name: user.name, userName: user.userName, email: user.email };
type Customer = { name: string; userName: string; email: string };

/**
 * Everything a withdrawal request checks, read in one statement inside its transaction: the
 * latest KYC decision, the bank account, the settings row (null only if it was deleted), who
 * the receipt is made out to and the source fund's account. It is the hottest money request;
 * five reads in one round trip keep it short.
 */
export async function readWithdrawalContext(tx: Tx, userId: string, source: CashFund) {
  const latestKyc = tx
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, user.id))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1)
    .as('latest_kyc');
  const [row] = await tx
    .select({
      customer: { ...customerColumns, currency: user.currency },
      kycStatus: latestKyc.status,
      bank: bankDetails,
      settings,
      sourceAccountId: accounts.id,
    })
    .from(user)
    .leftJoinLateral(latestKyc, sql`true`)
    .leftJoin(bankDetails, eq(bankDetails.userId, user.id))
    .leftJoin(settings, eq(settings.id, 1))
    .leftJoin(accounts, and(eq(accounts.ownerId, user.id), eq(accounts.kind, source)))
    .where(eq(user.id, userId));
  return row;
}

export function withdrawalView(row: WithdrawalRow, customer: Customer): Withdrawal {
  const rate = compactDecimal(row.rate);
  return {
    id: row.id,
    number: row.number,
    source: row.source,
    status: row.status,
    currency: storedCurrency(row.currency),
    rate,
    amount: invoiceAmount(row.amount, rate),
    fee: invoiceAmount(row.fee, rate),
    net: invoiceAmount(row.net, rate),
    bank: {
      bankName: row.bank.bankName,
      accountHolder: row.bank.accountHolder,
      accountNumber: row.bank.accountNumber,
      swift: row.bank.swift,
    },
    customer,
    payoutReference: row.payoutReference,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function summaryOf(row: WithdrawalRow): WithdrawalSummary {
  const rate = compactDecimal(row.rate);
  return {
    id: row.id,
    number: row.number,
    source: row.source,
    status: row.status,
    amount: invoiceAmount(row.amount, rate),
    net: invoiceAmount(row.net, rate),
    currency: storedCurrency(row.currency),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One withdrawal of one user as its receipt shows it; null when it is not theirs. */
export async function readWithdrawal(
  db: Db | Tx,
  userId: string,
  withdrawalId: string,
): Promise<Withdrawal | null> {
  const [found] = await db
    .select({ row: withdrawals, customer: customerColumns })
    .from(withdrawals)
    .innerJoin(user, eq(user.id, withdrawals.userId))
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.userId, userId)));
  return found ? withdrawalView(found.row, found.customer) : null;
}

/** Staff: any withdrawal, with its owner and reviewer. */
export async function readAdminWithdrawal(
  db: Db | Tx,
  withdrawalId: string,
): Promise<AdminWithdrawal | null> {
  const [found] = await db
    .select({ row: withdrawals, customer: customerColumns })
    .from(withdrawals)
    .innerJoin(user, eq(user.id, withdrawals.userId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!found) return null;
  return {
    ...withdrawalView(found.row, found.customer),
    userId: found.row.userId,
    reviewedBy: found.row.reviewedBy,
  };
}

function filterOf(filter: WithdrawalListFilter, userId?: string): SQL | undefined {
  return and(
    userId === undefined ? undefined : eq(withdrawals.userId, userId),
    filter.source ? eq(withdrawals.source, filter.source) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
  );
}

/** A user's withdrawals, newest first. */
export async function listWithdrawals(
  db: Db,
  userId: string,
  filter: WithdrawalListFilter,
): Promise<WithdrawalListResponse> {
  const where = filterOf(filter, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.seq))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    items: rows.map(summaryOf),
    page: filter.page,
    size: filter.size,
    total: Number(total?.n ?? 0),
  };
}

/** Staff queue: every user's withdrawals, newest first, with who asked. */
export async function listAdminWithdrawals(
  db: Db,
  filter: WithdrawalListFilter,
): Promise<AdminWithdrawalListResponse> {
  const where = filterOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: withdrawals, customer: customerColumns })
      .from(withdrawals)
      .innerJoin(user, eq(user.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.seq))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    items: rows.map(({ row, customer }) => ({
      ...summaryOf(row),
      customer,
      userId: row.userId,
    })),
    page: filter.page,
    size: filter.size,
    total: Number(total?.n ?? 0),
  };
}

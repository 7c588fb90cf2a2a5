import {
  type AdminDeposit,
  type AdminDepositListResponse,
  compactDecimal,
  type Deposit,
  type DepositListResponse,
  type DepositStatus,
  type DepositSummary,
} from '@kapital/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deposits, user } from '../../db/schema/index.ts';
import { invoiceAmount, storedCurrency } from '../../platform/settings/invoice-terms.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** Where the owner downloads the proof; staff have their own address. */
export const proofUrl = (depositId: string) => `/api/deposits/${depositId}/proof`;
export const adminProofUrl = (depositId: string) => `/api/admin/deposits/${depositId}/proof`;

/** The invoice's customer, as the user table names them. */
const customerColumns = { name: user.name, userName: user.userName, email: user.email };

export interface DepositPage {
  status?: DepositStatus | undefined;
  page: number;
  size: number;
}

function summaryOf(row: DepositRow): DepositSummary {
  return {
    id: row.id,
    number: row.number,
    reference: row.reference,
    status: row.status,
    amount: invoiceAmount(row.amount, compactDecimal(row.rate)),
    currency: storedCurrency(row.currency),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeposit(row: DepositRow, customer: Deposit['customer']): Deposit {
  return {
    ...summaryOf(row),
    rate: compactDecimal(row.rate),
    method: { id: row.methodId, label: row.methodLabel, instructions: row.instructions },
    customer,
    proof:
      row.proofFileKey && row.proofContentType && row.proofUploadedAt
        ? {
            url: proofUrl(row.id),
            contentType: row.proofContentType,
            uploadedAt: row.proofUploadedAt.toISOString(),
          }
        : null,
    txReference: row.txReference,
    rejectionReason: row.rejectionReason,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** One of the user's deposit invoices; null for an unknown id or another user's invoice. */
export async function readDeposit(
  db: Db | Tx,
  userId: string,
  depositId: string,
): Promise<Deposit | null> {
  const [found] = await db
    .select({ row: deposits, customer: customerColumns })
    .from(deposits)
    .innerJoin(user, eq(user.id, deposits.userId))
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)));
  return found ? toDeposit(found.row, found.customer) : null;
}

/** Any deposit invoice, with who asked and who decided: the staff view. */
export async function readAdminDeposit(
  db: Db | Tx,
  depositId: string,
): Promise<AdminDeposit | null> {
  const [found] = await db
    .select({ row: deposits, customer: customerColumns })
    .from(deposits)
    .innerJoin(user, eq(user.id, deposits.userId))
    .where(eq(deposits.id, depositId));
  if (!found) return null;
  const deposit = toDeposit(found.row, found.customer);
  return {
    ...deposit,
    // Staff open the proof through the console's own route.
    proof: deposit.proof && { ...deposit.proof, url: adminProofUrl(depositId) },
    userId: found.row.userId,
    reviewedBy: found.row.reviewedBy,
  };
}

function filterOf(query: DepositPage, userId?: string): SQL | undefined {
  return and(
    userId === undefined ? undefined : eq(deposits.userId, userId),
    query.status === undefined ? undefined : eq(deposits.status, query.status),
  );
}

async function totalOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deposits).where(where);
  return Number(row?.n ?? 0);
}

/** The user's deposit invoices, newest first. */
export async function listDeposits(
  db: Db,
  userId: string,
  query: DepositPage,
): Promise<DepositListResponse> {
  const where = filterOf(query, userId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.seq))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    totalOf(db, where),
  ]);
  return { items: rows.map(summaryOf), page: query.page, size: query.size, total };
}

/** The staff queue: every user's deposit invoices, newest first. */
export async function listAdminDeposits(
  db: Db,
  query: DepositPage,
): Promise<AdminDepositListResponse> {
  const where = filterOf(query);
  const [rows, total] = await Promise.all([
    db
      .select({ row: deposits, customer: customerColumns })
      .from(deposits)
      .innerJoin(user, eq(user.id, deposits.userId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.seq))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    totalOf(db, where),
  ]);
  return {
    items: rows.map(({ row, customer }) => ({
      ...summaryOf(row),
      customer,
      userId: row.userId,
      methodLabel: row.methodLabel,
      hasProof: row.proofFileKey !== null,
    })),
    page: query.page,
    size: query.size,
    total,
  };
}

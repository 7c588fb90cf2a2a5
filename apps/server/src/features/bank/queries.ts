import type { BankDetails, BankDetailsResponse } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bankDetails } from '../../db/schema/index.ts';

export type BankDetailsRow = typeof bankDetails.$inferSelect;

/** The saved bank account of a user; `forUpdate` locks it for a change in the same transaction. */
export async function readBankRow(
  db: Db | Tx,
  userId: string,
  forUpdate = false,
): Promise<BankDetailsRow | null> {
  const query = db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function bankDetailsView(row: BankDetailsRow): BankDetails {
  return {
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    swift: row.swift,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When withdrawals reopen after a change, or null once that time has passed (or never set). */
export function withdrawalsOpenAt(row: BankDetailsRow | null, nowMs: number): Date | null {
  const openAt = row?.withdrawalsOpenAt ?? null;
  return openAt && openAt.getTime() > nowMs ? openAt : null;
}

export function bankDetailsResponseOf(
  row: BankDetailsRow | null,
  nowMs: number,
): BankDetailsResponse {
  return {
    details: row ? bankDetailsView(row) : null,
    withdrawalsOpenAt: withdrawalsOpenAt(row, nowMs)?.toISOString() ?? null,
  };
}

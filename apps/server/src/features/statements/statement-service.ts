import {
  type BalanceHistoryResponse,
  type CashFund,
  ERROR_CODES,
  formatMoney,
  STATEMENT_TYPE_LABELS,
  type StatementResponse,
  type StatementRow,
} from '@kapital/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { closingBalances, lastDays, utcDay } from './balance-history.ts';
import { statementCsv } from './csv.ts';
import { describeMovement, statementTypeOf } from './describe-movement.ts';

/** The console's statement of a user describes each movement as the user's own does. */
export { describeMovement };

import {
  findFundAccount,
  type MovementRow,
  readDailyMovements,
  readStatementForExport,
  readStatementPage,
  type StatementFilters,
} from './queries.ts';

async function fundAccount(db: Db, userId: string, fund: CashFund): Promise<number> {
  const accountId = await findFundAccount(db, userId, fund);
  if (accountId === null)
    throw new AppError(404, ERROR_CODES.notFound, 'No accounts for this user');
  return accountId;
}

function toStatementRow(row: MovementRow): StatementRow {
  return {
    id: row.id,
    createdAt: row.createdAt,
    type: statementTypeOf(row.kind),
    description: describeMovement(row),
    amount: formatMoney(row.amount),
    balanceAfter: formatMoney(row.balanceAfter),
    reference: row.reference,
  };
}

/** One page of a fund's statement, newest first, with the fund's current balance. */
export async function fundStatement(
  db: Db,
  userId: string,
  fund: CashFund,
  query: StatementFilters & { page: number; size: number },
): Promise<StatementResponse> {
  const accountId = await fundAccount(db, userId, fund);
  const { page, size, ...filters } = query;
  const result = await readStatementPage(db, accountId, filters, { page, size });
  return {
    items: result.rows.map(toStatementRow),
    page,
    size,
    total: result.total,
    balance: formatMoney(result.balance),
  };
}

/** The filtered statement as a CSV document, oldest first. */
export async function fundStatementCsv(
  db: Db,
  userId: string,
  fund: CashFund,
  filters: StatementFilters,
): Promise<string> {
  const accountId = await fundAccount(db, userId, fund);
  const rows = await readStatementForExport(db, accountId, filters);
  return statementCsv(
    rows.map((row) => ({
      date: row.createdAt,
      type: STATEMENT_TYPE_LABELS[statementTypeOf(row.kind)],
      description: describeMovement(row),
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reference: row.reference,
    })),
  );
}

/** The fund's closing balance on each of the last `days` UTC days, ending today. */
export async function fundBalanceHistory(
  db: Db,
  userId: string,
  fund: CashFund,
  days: number,
  nowMs: number,
): Promise<BalanceHistoryResponse> {
  const accountId = await fundAccount(db, userId, fund);
  const dates = lastDays(nowMs, days);
  const { opening, byDay } = await readDailyMovements(
    db,
    accountId,
    dates[0] ?? utcDay(nowMs),
    dates.at(-1) ?? utcDay(nowMs),
  );
  return {
    points: closingBalances(dates, opening, byDay).map(({ date, balance }) => ({
      date,
      balance: formatMoney(balance),
    })),
  };
}

/** kapital-wallet-statement-2026-11-21.csv */
export function csvFileName(fund: CashFund, nowMs: number): string {
  return `kapital-${fund}-statement-${utcDay(nowMs)}.csv`;
}

import { type FundsResponse, formatMoney, USER_ACCOUNT_KINDS } from '@kapital/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

/** Every balance of a user in one query; null when the user has no accounts (no such user). */
export async function readFunds(db: Db | Tx, userId: string): Promise<FundsResponse | null> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.ownerId, userId), inArray(accounts.kind, [...USER_ACCOUNT_KINDS])));
  const byKind = new Map(rows.map((row) => [row.kind, formatMoney(row.balance)]));
  const funds: Partial<FundsResponse> = {};
  for (const kind of USER_ACCOUNT_KINDS) {
    const balance = byKind.get(kind);
    if (balance === undefined) return null;
    funds[kind] = balance;
  }
  return funds as FundsResponse;
}

import { type AdminOverviewResponse, formatMoney } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { checkLedger } from '../../platform/ledger/index.ts';

/** The console's front page: queues, totals of user funds and the ledger's health. */
export async function overview(db: Db): Promise<AdminOverviewResponse> {
  const [counts] = await queryRows<{ users: string; pending_kyc: string }>(
    db,
    sql`select (select count(*) from "user")::text as users,
               (select count(*) from kyc_submissions where status = 'pending')::text as pending_kyc`,
  );
  const sums = await queryRows<{ kind: string; total: string }>(
    db,
    sql`select kind, coalesce(sum(balance), 0)::text as total from accounts
        where owner_id is not null and kind in ('wallet', 'bonus', 'profit') group by kind`,
  );
  const total = (kind: string) =>
    formatMoney(BigInt(sums.find((row) => row.kind === kind)?.total ?? '0'));
  const ledger = await checkLedger(db);
  return {
    users: Number(counts?.users ?? 0),
    pendingKyc: Number(counts?.pending_kyc ?? 0),
    // Deposit and withdrawal queues arrive with the money issue; until then nothing is pending.
    pendingDeposits: 0,
    pendingWithdrawals: 0,
    totals: { wallet: total('wallet'), bonus: total('bonus'), profit: total('profit') },
    ledger: { ok: ledger.ok, breaches: ledger.breaches.length },
  };
}

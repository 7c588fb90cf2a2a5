import { type AdminOverviewResponse, formatMoney } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { checkLedger } from '../../platform/ledger/index.ts';

/** The console's front page: queues, totals of user funds and the ledger's health. */
export async function overview(db: Db): Promise<AdminOverviewResponse> {
  const [counts] = await queryRows<{
    users: string;
    pending_kyc: string;
    pending_deposits: string;
    pending_withdrawals: string;
    pending_referrals: string;
    waiting_chats: string;
  }>(
    db,
    sql`select (select count(*) from "user")::text as users,
               (select count(*) from kyc_submissions where status = 'pending')::text as pending_kyc,
               (select count(*) from deposits where status = 'submitted')::text as pending_deposits,
               (select count(*) from withdrawals where status = 'pending')::text as pending_withdrawals,
               (select count(*) from referral where status = 'flagged')::text as pending_referrals,
               (select count(*) from chat_conversation where waiting_since is not null)::text as waiting_chats`,
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
    // The staff queues: deposits with proof to review, withdrawals to pay or reject.
    pendingDeposits: Number(counts?.pending_deposits ?? 0),
    pendingWithdrawals: Number(counts?.pending_withdrawals ?? 0),
    pendingReferrals: Number(counts?.pending_referrals ?? 0),
    // Users whose last message no staff member has answered yet.
    waitingChats: Number(counts?.waiting_chats ?? 0),
    totals: { wallet: total('wallet'), bonus: total('bonus'), profit: total('profit') },
    ledger: { ok: ledger.ok, breaches: ledger.breaches.length },
  };
}

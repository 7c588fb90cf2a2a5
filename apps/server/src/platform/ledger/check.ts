import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface LedgerCheckResult {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** One line per broken invariant; empty when ok. */
  breaches: string[];
}

/**
 * The ledger's invariants: balances sum to zero, each balance equals its transfers (every shard
 * of a system account is checked on its own), no account that may not go negative is, no
 * idempotency key applied twice, and across their shards the hold holds exactly the pending
 * withdrawals, escrow the capital of the active investments and the positions account the
 * stakes of open Real positions.
 */
export async function checkLedger(db: Db): Promise<LedgerCheckResult> {
  const breaches: string[] = [];

  const totals = await queryRows<{ total: string; accounts: string; transfers: string }>(
    db,
    sql`
    select coalesce(sum(balance), 0)::text as total,
           count(*)::text as accounts,
           (select count(*) from transfers)::text as transfers
    from accounts`,
  );
  const total = totals[0];
  if (total && BigInt(total.total) !== 0n) {
    breaches.push(`Balances sum to ${total.total}, not 0`);
  }

  const drifted = await queryRows<{ id: string; balance: string; expected: string }>(
    db,
    sql`
    select a.id::text, a.balance::text,
           (coalesce(c.total, 0) - coalesce(d.total, 0))::text as expected
    from accounts a
    left join (select credit_account_id as id, sum(amount) as total from transfers
               group by credit_account_id) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from transfers
               group by debit_account_id) d on d.id = a.id
    where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)
    limit 100`,
  );
  for (const row of drifted) {
    breaches.push(
      `Account ${row.id} holds ${row.balance} but its transfers sum to ${row.expected}`,
    );
  }

  const negative = await queryRows<{ id: string; balance: string }>(
    db,
    sql`
    select id::text, balance::text from accounts
    where not allow_negative and balance < 0 limit 100`,
  );
  for (const row of negative) {
    breaches.push(`Account ${row.id} may not go negative but holds ${row.balance}`);
  }

  const repeated = await queryRows<{ idempotency_key: string; uses: string }>(
    db,
    sql`
    select idempotency_key, count(*)::text as uses from transfers
    group by idempotency_key having count(*) > 1 limit 100`,
  );
  for (const row of repeated) {
    breaches.push(`Idempotency key ${row.idempotency_key} applied ${row.uses} times`);
  }

  const [escrow] = await queryRows<{ balance: string; capital: string }>(
    db,
    sql`
    select (select coalesce(sum(balance), 0) from accounts
             where owner_id is null and kind = 'escrow')::text as balance,
           (select coalesce(sum(amount), 0) from investments where status = 'active')::text
             as capital`,
  );
  const [stakes] = await queryRows<{ balance: string; staked: string }>(
    db,
    sql`
    select (select coalesce(sum(balance), 0) from accounts
             where owner_id is null and kind = 'positions')::text as balance,
           (select coalesce(sum(stake), 0) from positions
             where status = 'open' and mode = 'real')::text as staked`,
  );
  const [held] = await queryRows<{ balance: string; pending: string }>(
    db,
    sql`
    select (select coalesce(sum(balance), 0) from accounts
             where owner_id is null and kind = 'hold')::text as balance,
           (select coalesce(sum(amount), 0) from withdrawals where status = 'pending')::text
             as pending`,
  );
  if (held && held.balance !== held.pending) {
    breaches.push(
      `The hold holds ${held.balance} but pending withdrawals amount to ${held.pending}`,
    );
  }
  if (stakes && stakes.balance !== stakes.staked) {
    breaches.push(
      `The positions account holds ${stakes.balance} but open Real positions stake ${stakes.staked}`,
    );
  }
  if (escrow && escrow.balance !== escrow.capital) {
    breaches.push(
      `Escrow holds ${escrow.balance} but active investments hold ${escrow.capital} of capital`,
    );
  }

  return {
    ok: breaches.length === 0,
    accounts: Number(total?.accounts ?? 0),
    transfers: Number(total?.transfers ?? 0),
    breaches,
  };
}

/**
 * After the load: the database held to what the clients were told. Every 2xx has its effect
 * once, no effect exists that no answer accounts for, each user's balances equal what the
 * answers imply (plus what the workers did, checked against their own rows), due payout periods
 * are paid once, positions settled at most once, holds equal pending withdrawals, nothing half
 * done, and `ledger:check` passes. Deposits, referral commissions and chat: reconcile-flows.ts.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseMoney } from '@kapital/shared';
import { type ActionRecord, isOk } from './client.ts';
import { sqlOn } from './database.ts';
import type { FaultRecord } from './faults.ts';
import { reconcileChat, reconcileDeposits } from './reconcile-flows.ts';
import { BONUS_FUNDING, type ChaosUser, WALLET_FUNDING } from './setup.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface Reconciliation {
  centsLost: bigint;
  centsDuplicated: bigint;
  /** Effects in the database that no 2xx answer accounts for. */
  unaccounted: number;
  /** Actions no answer came for before the client gave up. */
  unanswered: number;
  failures: string[];
  ledgerCheck: { ok: boolean; output: string };
  triggerClosesAfterFeedResumed: number | null;
  /** Deposits credited, commissions paid and held, chat messages: what the new checks saw. */
  checked: Record<string, number>;
}

type Balances = Record<'wallet' | 'bonus' | 'profit' | 'demo', bigint>;
const zero = (): Balances => ({ wallet: 0n, bonus: 0n, profit: 0n, demo: 0n });
/** An answer's amount: a money string, or an invoice amount's USD side. */
const money = (value: unknown) =>
  parseMoney(
    typeof value === 'object' && value !== null ? (value as { usd: string }).usd : String(value),
  );

/** Runs `npm run ledger:check`'s script on `databaseUrl` (it reads DATABASE_URL). */
export function runLedgerCheck(databaseUrl: string): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/ledger-check.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

export async function reconcile(input: {
  databaseUrl: string;
  users: ChaosUser[];
  staffUserId: string;
  actions: ActionRecord[];
  faults: FaultRecord[];
  /** When the instances were stopped: payout periods due by then must be paid. */
  stoppedAt: number;
}): Promise<Reconciliation> {
  const { databaseUrl, users, actions } = input;
  const failures: string[] = [];
  let unaccounted = 0;
  const fail = (message: string) => {
    if (failures.length < 200) failures.push(message);
  };
  const userIds = users.map((person) => person.userId);
  const expected = new Map<string, Balances>(
    users.map((person) => [
      person.userId,
      { ...zero(), wallet: WALLET_FUNDING, bonus: BONUS_FUNDING },
    ]),
  );
  const add = (userId: string, kind: keyof Balances, amount: bigint) => {
    const balances = expected.get(userId);
    if (balances) balances[kind] += amount;
  };
  const answered = actions.filter(isOk);
  const unanswered = actions.filter((record) => record.status === 0);

  // --- The idempotency store: a stored answer is an effect; it must be one a client got. ---
  const stored = await sqlOn<{ user_id: string; key: string; status_code: number }>(
    databaseUrl,
    `select user_id, key, status_code from idempotent_requests
     where key like 'chaos-%' and user_id = any($1)`,
    [[...userIds, input.staffUserId]],
  );
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  const actionByKey = new Map(actions.map((record) => [record.key, record]));
  for (const row of stored) {
    const record = actionByKey.get(row.key);
    if (!record || !isOk(record)) {
      unaccounted += 1;
      fail(
        `Stored answer ${row.status_code} for key ${row.key} (${record?.flow ?? 'unknown'}) that no client got as a 2xx`,
      );
    }
  }
  // Chat sends carry their idempotency in the body's client id, not a stored answer.
  for (const record of answered.filter((entry) => entry.flow !== 'chat.send')) {
    const row = storedByKey.get(record.key);
    if (!row) fail(`${record.flow} ${record.key} answered ${record.status} but no answer stored`);
    else if (row.status_code !== record.status) {
      fail(`${record.flow} ${record.key} answered ${record.status} but stored ${row.status_code}`);
    }
  }

  // --- Withdrawals: rows, their implied status, their transfers. ---
  const created = new Map<string, { userId: string; source: keyof Balances; amount: bigint }>();
  for (const record of answered.filter((entry) => entry.flow === 'withdrawal.create')) {
    const body = record.answer as { id: string; source: keyof Balances; amount: unknown };
    created.set(body.id, {
      userId: record.userId,
      source: body.source,
      amount: money(body.amount),
    });
    add(record.userId, body.source, -money(body.amount));
  }
  const decisions = new Map<string, string[]>();
  const decisionFlows: Record<string, string> = {
    'withdrawal.cancel': 'cancelled',
    'withdrawal.pay': 'paid',
    'withdrawal.reject': 'rejected',
  };
  for (const record of answered) {
    const status = decisionFlows[record.flow];
    if (!status) continue;
    const id = record.path.split('/')[record.flow === 'withdrawal.cancel' ? 3 : 4] as string;
    decisions.set(id, [...(decisions.get(id) ?? []), status]);
  }
  const withdrawalRows = await sqlOn<{
    id: string;
    user_id: string;
    source: keyof Balances;
    amount: string;
    fee: string;
    net: string;
    status: string;
  }>(
    databaseUrl,
    `select id, user_id, source, amount::text, fee::text, net::text, status
     from withdrawals where user_id = any($1)`,
    [userIds],
  );
  const withdrawalTransfers = await sqlOn<{ key: string; amount: string }>(
    databaseUrl,
    `select idempotency_key as key, amount::text from transfers where idempotency_key like 'withdrawal:%'`,
  );
  const transferAmount = new Map(withdrawalTransfers.map((row) => [row.key, BigInt(row.amount)]));
  const rowIds = new Set(withdrawalRows.map((row) => row.id));
  for (const row of withdrawalRows) {
    const made = created.get(row.id);
    if (!made) {
      unaccounted += 1;
      fail(`Withdrawal ${row.id} (${row.amount} minor units) exists without a 2xx request`);
      continue;
    }
    const decided = decisions.get(row.id) ?? [];
    if (decided.length > 1) fail(`Withdrawal ${row.id} decided twice: ${decided.join(' and ')}`);
    const implied = decided[0] ?? 'pending';
    if (row.status !== implied) {
      fail(`Withdrawal ${row.id} is ${row.status} but the answers imply ${implied}`);
    }
    if (implied === 'cancelled' || implied === 'rejected')
      add(made.userId, made.source, made.amount);
    const amount = BigInt(row.amount);
    const expectTransfer = (suffix: string, value: bigint) => {
      const found = transferAmount.get(`withdrawal:${row.id}:${suffix}`);
      if (value > 0n && found !== value) {
        fail(
          `Withdrawal ${row.id} (${row.status}) has ${suffix} ${found ?? 'missing'}, not ${value}`,
        );
      }
      if (value === 0n && found !== undefined) {
        fail(`Withdrawal ${row.id} (${row.status}) has an unexpected ${suffix} transfer`);
      }
    };
    expectTransfer('hold', amount);
    expectTransfer('payout', row.status === 'paid' ? BigInt(row.net) : 0n);
    expectTransfer('fee', row.status === 'paid' ? BigInt(row.fee) : 0n);
    const returned = row.status === 'cancelled' || row.status === 'rejected';
    expectTransfer('return', returned ? amount : 0n);
  }
  for (const id of created.keys()) {
    if (!rowIds.has(id)) fail(`Withdrawal ${id} was answered 201 but has no row`);
  }
  for (const row of withdrawalTransfers) {
    const id = row.key.split(':')[1] as string;
    if (!rowIds.has(id)) {
      unaccounted += 1;
      fail(`Transfer ${row.key} of ${row.amount} belongs to no withdrawal row (half done)`);
    }
  }

  // --- Fund moves: bonus or profit into the wallet. ---
  for (const record of answered.filter((entry) => entry.flow === 'fund.move')) {
    const fund = record.path.split('/')[3] as 'bonus' | 'profit';
    const amount = money((record.body as { amount: string }).amount);
    add(record.userId, fund, -amount);
    add(record.userId, 'wallet', amount);
  }
  const moveRows = await sqlOn<{ key: string }>(
    databaseUrl,
    `select t.idempotency_key as key from transfers t
     join accounts a on a.id = t.debit_account_id
     where t.kind = 'fund.move' and a.owner_id = any($1)`,
    [userIds],
  );
  const answeredMoves = new Set(
    answered
      .filter((entry) => entry.flow === 'fund.move')
      .map((entry) => `fund-move:${entry.userId}:${entry.key}`),
  );
  for (const row of moveRows) {
    if (!answeredMoves.has(row.key)) {
      unaccounted += 1;
      fail(`Fund move ${row.key} has no 2xx answer`);
    }
  }
  if (moveRows.length !== answeredMoves.size) {
    fail(`${answeredMoves.size} fund moves answered 200 but ${moveRows.length} transfers made`);
  }

  // --- Investments: capital out, every due period paid once, capital back at maturity. ---
  const investedIds = new Set<string>();
  for (const record of answered.filter((entry) => entry.flow === 'investment.create')) {
    const body = record.answer as { id: string; amount: unknown };
    investedIds.add(body.id);
    add(record.userId, 'wallet', -money(body.amount));
  }
  const investmentRows = await sqlOn<{
    id: string;
    user_id: string;
    amount: string;
    profit_per_period: string;
    periods: number;
    periods_paid: number;
    period_seconds: number;
    status: string;
    capital_returned: boolean;
    started_ms: string;
    profit_transfers: string;
    profit_paid: string;
    capital_in: string;
    capital_back: string;
  }>(
    databaseUrl,
    `select i.id, i.user_id, i.amount::text, i.profit_per_period::text, i.periods, i.periods_paid,
            i.period_seconds, i.status, i.capital_returned,
            (extract(epoch from i.started_at) * 1000)::bigint::text as started_ms,
            (select count(*) from transfers t
              where t.idempotency_key like 'investment:' || i.id || ':period:%')::text as profit_transfers,
            (select coalesce(sum(amount), 0) from transfers t
              where t.idempotency_key like 'investment:' || i.id || ':period:%')::text as profit_paid,
            (select coalesce(sum(amount), 0) from transfers t
              where t.idempotency_key = 'investment:' || i.id || ':capital')::text as capital_in,
            (select coalesce(sum(amount), 0) from transfers t
              where t.idempotency_key = 'investment:' || i.id || ':maturity')::text as capital_back
     from investments i where i.user_id = any($1)`,
    [userIds],
  );
  let duePeriods = 0;
  let paidPeriods = 0;
  for (const row of investmentRows) {
    if (!investedIds.has(row.id)) {
      unaccounted += 1;
      fail(`Investment ${row.id} exists without a 2xx request`);
      continue;
    }
    const periodMs = row.period_seconds * 1000;
    const started = Number(row.started_ms);
    // Due by shortly before the stop (the worker runs every second or so), at most by the stop.
    const dueSurely = Math.min(
      row.periods,
      Math.floor((input.stoppedAt - 5_000 - started) / periodMs),
    );
    const dueAtMost = Math.min(
      row.periods,
      Math.floor((input.stoppedAt + 1_000 - started) / periodMs),
    );
    duePeriods += Math.max(0, dueSurely);
    paidPeriods += row.periods_paid;
    if (row.periods_paid < dueSurely || row.periods_paid > dueAtMost) {
      fail(
        `Investment ${row.id} paid ${row.periods_paid} periods; due were ${dueSurely}..${dueAtMost}`,
      );
    }
    if (Number(row.profit_transfers) !== row.periods_paid) {
      fail(
        `Investment ${row.id} has ${row.profit_transfers} profit transfers for ${row.periods_paid} periods paid`,
      );
    }
    if (BigInt(row.profit_paid) !== BigInt(row.profit_per_period) * BigInt(row.periods_paid)) {
      fail(`Investment ${row.id} profit transfers sum to ${row.profit_paid}`);
    }
    if (BigInt(row.capital_in) !== BigInt(row.amount)) {
      fail(
        `Investment ${row.id} capital transfer ${row.capital_in}, not ${row.amount} (half done)`,
      );
    }
    const matured = row.status === 'matured';
    if (matured !== (row.periods_paid === row.periods)) {
      fail(`Investment ${row.id} is ${row.status} with ${row.periods_paid}/${row.periods} paid`);
    }
    const back = matured ? BigInt(row.amount) : 0n;
    if (BigInt(row.capital_back) !== back) {
      fail(`Investment ${row.id} returned ${row.capital_back} of capital, not ${back}`);
    }
    add(row.user_id, 'profit', BigInt(row.profit_per_period) * BigInt(row.periods_paid));
    if (matured && row.capital_returned) add(row.user_id, 'wallet', BigInt(row.amount));
  }
  for (const id of investedIds) {
    if (!investmentRows.some((row) => row.id === id))
      fail(`Investment ${id} answered 201 but has no row`);
  }

  // --- Positions: stake and fee out at open, one settlement at close (manual or trigger). ---
  const openedIds = new Map<string, string>();
  for (const record of answered.filter((entry) => entry.flow === 'position.open')) {
    const body = record.answer as {
      id: string;
      mode: 'real' | 'demo';
      stake: string;
      openFee: string;
    };
    openedIds.set(body.id, record.userId);
    add(
      record.userId,
      body.mode === 'real' ? 'wallet' : 'demo',
      -(money(body.stake) + money(body.openFee)),
    );
  }
  const manualCloses = new Map<string, bigint>();
  for (const record of answered.filter((entry) => entry.flow === 'position.close')) {
    const body = record.answer as { id: string; payout: string | null };
    manualCloses.set(body.id, money(body.payout ?? '0'));
  }
  const positionRows = await sqlOn<{
    id: string;
    user_id: string;
    mode: 'real' | 'demo';
    status: string;
    close_reason: string | null;
    payout: string | null;
    closed_ms: string | null;
    settled: string;
    settlements: string;
  }>(
    databaseUrl,
    `select p.id, p.user_id, p.mode, p.status, p.close_reason, p.payout::text,
            (extract(epoch from p.closed_at) * 1000)::bigint::text as closed_ms,
            (select coalesce(sum(amount), 0) from transfers t
              where t.reference = 'position:' || p.id and t.kind = 'position.payout')::text as settled,
            (select count(*) from transfers t
              where t.reference = 'position:' || p.id and t.idempotency_key like '%:close%')::text as settlements
     from positions p where p.user_id = any($1)`,
    [userIds],
  );
  let triggerClosesAfterFeedResumed: number | null = null;
  const resumedAt = input.faults.find((fault) => fault.resumedAt)?.resumedAt;
  if (resumedAt) triggerClosesAfterFeedResumed = 0;
  for (const row of positionRows) {
    if (!openedIds.has(row.id)) {
      unaccounted += 1;
      fail(`Position ${row.id} exists without a 2xx request`);
      continue;
    }
    const payout = row.payout === null ? 0n : BigInt(row.payout);
    if (row.status === 'closed') {
      add(row.user_id, row.mode === 'real' ? 'wallet' : 'demo', payout);
      if (BigInt(row.settled) !== payout) {
        fail(`Position ${row.id} paid out ${row.settled}, its row says ${payout}`);
      }
      if (Number(row.settlements) > 4) fail(`Position ${row.id} settled more than once`);
      if (resumedAt && row.close_reason !== 'manual' && Number(row.closed_ms) > resumedAt) {
        triggerClosesAfterFeedResumed = (triggerClosesAfterFeedResumed ?? 0) + 1;
      }
    } else if (Number(row.settlements) > 0) {
      fail(`Position ${row.id} is open but has settlement transfers (half done)`);
    }
    const manual = manualCloses.get(row.id);
    if (manual !== undefined && (row.close_reason !== 'manual' || manual !== payout)) {
      fail(
        `Position ${row.id} was answered closed with ${manual} but is ${row.close_reason} ${payout}`,
      );
    }
  }
  for (const id of openedIds.keys()) {
    if (!positionRows.some((row) => row.id === id))
      fail(`Position ${id} answered 201 but has no row`);
  }
  // Free traders' demo accounts are funded once on first use (the key demo:{userId}:initial).
  const demoFunding = await sqlOn<{ owner_id: string; amount: string }>(
    databaseUrl,
    `select a.owner_id, sum(t.amount)::text as amount from transfers t
     join accounts a on a.id = t.credit_account_id
     where a.owner_id = any($1) and a.kind = 'demo' and t.kind = 'demo.funding'
     group by a.owner_id`,
    [userIds],
  );
  for (const row of demoFunding) add(row.owner_id, 'demo', BigInt(row.amount));

  // --- Deposits, their referral commissions, and support chat (reconcile-flows.ts). ---
  const checked: Record<string, number> = {};
  const flowCheck = { databaseUrl, users, actions, fail, add, checked };
  unaccounted += await reconcileDeposits(flowCheck);
  unaccounted += await reconcileChat(flowCheck);

  // --- Balances: actual against implied; the difference is cents lost or duplicated. ---
  const actual = await sqlOn<{ owner_id: string; kind: keyof Balances; balance: string }>(
    databaseUrl,
    `select owner_id, kind, balance::text from accounts where owner_id = any($1)`,
    [userIds],
  );
  let centsLost = 0n;
  let centsDuplicated = 0n;
  const actualOf = new Map(
    actual.map((row) => [`${row.owner_id}:${row.kind}`, BigInt(row.balance)]),
  );
  for (const [userId, balances] of expected) {
    for (const kind of Object.keys(balances) as (keyof Balances)[]) {
      const have = actualOf.get(`${userId}:${kind}`) ?? 0n;
      const difference = have - balances[kind];
      if (difference === 0n) continue;
      if (difference > 0n) centsDuplicated += difference;
      else centsLost -= difference;
      fail(`User ${userId} ${kind} holds ${have}, the answers imply ${balances[kind]}`);
    }
  }

  // --- Holds equal pending withdrawals (also a ledger invariant, checked here on its own). ---
  const [holds] = await sqlOn<{ held: string; pending: string }>(
    databaseUrl,
    `select (select coalesce(sum(balance), 0) from accounts where owner_id is null and kind = 'hold')::text as held,
            (select coalesce(sum(amount), 0) from withdrawals where status = 'pending')::text as pending`,
  );
  if (holds && holds.held !== holds.pending) {
    fail(`Holds sum to ${holds.held} but pending withdrawals to ${holds.pending}`);
  }
  if (duePeriods > paidPeriods) fail(`${duePeriods} payout periods due, ${paidPeriods} paid`);
  if (resumedAt && triggerClosesAfterFeedResumed === 0) {
    fail('No take-profit or stop-loss fired after the feed came back');
  }
  for (const record of unanswered.slice(0, 5)) {
    fail(`${record.flow} ${record.key} got no answer in ${record.attempts} attempts`);
  }

  const ledgerCheck = runLedgerCheck(databaseUrl);
  if (!ledgerCheck.ok) fail(`ledger:check failed:\n${ledgerCheck.output}`);
  return {
    centsLost,
    centsDuplicated,
    unaccounted,
    unanswered: unanswered.length,
    failures,
    ledgerCheck,
    triggerClosesAfterFeedResumed,
    checked,
  };
}

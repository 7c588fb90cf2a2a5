/**
 * Reconciliation of the flows added for issue 23: deposits (invoice, proof, staff decision),
 * the referral commissions their approval pays, and support chat. Each function holds the
 * database to the answers, reports what it finds through `fail`, adds what the answers imply to
 * the expected balances through `add`, and answers how many effects nobody can account for.
 */
import { convertMinor, parseMoney } from '@kapital/shared';
import { type ActionRecord, isOk } from './client.ts';
import { sqlOn } from './database.ts';
import type { ChaosUser } from './setup.ts';

export interface FlowCheck {
  databaseUrl: string;
  users: ChaosUser[];
  actions: ActionRecord[];
  fail: (message: string) => void;
  add: (userId: string, kind: 'wallet' | 'bonus', amount: bigint) => void;
  /** What was checked, counted for the report (so a run that exercised nothing shows it). */
  checked: Record<string, number>;
}

interface InvoiceAnswer {
  id: string;
  status: string;
  currency: string;
  rate: string;
  amount: { usd: string; local: string };
  userId?: string;
  txReference?: string | null;
}

/** The deposit id in /api/deposits/{id}/... (3) or /api/admin/deposits/{id}/... (4). */
const depositIdOf = (record: ActionRecord) =>
  record.path.split('/')[record.path.startsWith('/api/admin/') ? 4 : 3] as string;

const TERMINAL: Record<string, string> = {
  'deposit.cancel': 'cancelled',
  'deposit.approve': 'approved',
  'deposit.reject': 'rejected',
};

/**
 * Deposits and referral commissions. Every deposit row was answered 201; its status is the one
 * its answers imply (one decision at most); an approved one has exactly one `deposit:{id}`
 * credit of its USD amount to its owner's wallet (the invoice only shows the user's currency),
 * any other none; each approval pays each referral level's commission once, house -> the
 * referrer's bonus fund, of `amount * bps / 10000` rounded down, or holds it when a referral
 * of its chain is flagged; no commission row or transfer without an approval answered 200.
 */
export async function reconcileDeposits(check: FlowCheck): Promise<number> {
  const { databaseUrl, users, fail, add } = check;
  let unaccounted = 0;
  const answered = check.actions.filter(isOk);
  const userIds = users.map((person) => person.userId);
  const personOf = new Map(users.map((person) => [person.userId, person]));

  const created = new Map<string, { userId: string; answer: InvoiceAnswer }>();
  for (const record of answered.filter((entry) => entry.flow === 'deposit.create')) {
    const answer = record.answer as InvoiceAnswer;
    created.set(answer.id, { userId: record.userId, answer });
    if (answer.status !== 'pending') {
      fail(`Deposit ${answer.id} was answered 201 as ${answer.status}, not pending`);
    }
    const person = personOf.get(record.userId);
    if (person && answer.currency !== person.currency) {
      fail(`Deposit ${answer.id} is in ${answer.currency}; its user keeps ${person.currency}`);
    }
    const usd = parseMoney(answer.amount.usd);
    if (usd !== parseMoney((record.body as { amount: string }).amount)) {
      fail(
        `Deposit ${answer.id} was asked for ${(record.body as { amount: string }).amount}, invoiced ${answer.amount.usd}`,
      );
    }
    if (parseMoney(answer.amount.local) !== convertMinor(usd, answer.rate)) {
      fail(
        `Deposit ${answer.id} shows ${answer.amount.local} ${answer.currency} for ${answer.amount.usd} USD at ${answer.rate}`,
      );
    }
  }
  const proofs = new Map<string, string | null>();
  const decisions = new Map<string, { status: string; answer: InvoiceAnswer }[]>();
  for (const record of answered) {
    if (record.flow === 'deposit.proof') {
      proofs.set(depositIdOf(record), (record.body as { txReference: string }).txReference);
    }
    const status = TERMINAL[record.flow];
    if (!status) continue;
    const id = depositIdOf(record);
    const answer = record.answer as InvoiceAnswer;
    if (answer.status !== status) {
      fail(`${record.flow} of deposit ${id} answered 200 with status ${answer.status}`);
    }
    decisions.set(id, [...(decisions.get(id) ?? []), { status, answer }]);
  }

  const rows = await sqlOn<{
    id: string;
    user_id: string;
    amount: string;
    currency: string;
    status: string;
    proof_file_key: string | null;
    tx_reference: string | null;
  }>(
    databaseUrl,
    `select id, user_id, amount::text, currency, status, proof_file_key, tx_reference
     from deposits`,
  );
  const transfers = await sqlOn<{
    id: string;
    key: string;
    kind: string;
    amount: string;
    owner_id: string | null;
    account_kind: string;
  }>(
    databaseUrl,
    `select t.id::text, t.idempotency_key as key, t.kind, t.amount::text, a.owner_id,
            a.kind as account_kind
     from transfers t join accounts a on a.id = t.credit_account_id
     where t.kind in ('deposit', 'referral.commission')`,
  );
  const transfersByKey = new Map<string, typeof transfers>();
  for (const row of transfers) {
    transfersByKey.set(row.key, [...(transfersByKey.get(row.key) ?? []), row]);
  }
  const expectedTransferKeys = new Set<string>();
  /** Deposits the answers say were approved: id -> (depositor, USD amount). */
  const approved = new Map<string, { userId: string; amount: bigint }>();
  const rowIds = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const made = created.get(row.id);
    if (!made || !userIds.includes(row.user_id)) {
      unaccounted += 1;
      fail(
        `Deposit ${row.id} (${row.amount} minor units, ${row.status}) exists without a 2xx request`,
      );
      continue;
    }
    const amount = BigInt(row.amount);
    if (amount !== parseMoney(made.answer.amount.usd)) {
      fail(`Deposit ${row.id} holds ${row.amount}, its invoice said ${made.answer.amount.usd}`);
    }
    const decided = decisions.get(row.id) ?? [];
    if (decided.length > 1) {
      fail(
        `Deposit ${row.id} decided twice: ${decided.map((entry) => entry.status).join(' and ')}`,
      );
    }
    const proofSent = proofs.has(row.id);
    const implied = decided[0]?.status ?? (proofSent ? 'submitted' : 'pending');
    if (row.status !== implied) {
      fail(`Deposit ${row.id} is ${row.status} but the answers imply ${implied}`);
    }
    if (proofSent && (row.proof_file_key === null || row.tx_reference !== proofs.get(row.id))) {
      fail(
        `Deposit ${row.id}: the proof was answered 200 with ${proofs.get(row.id)}, the row has ${row.proof_file_key ?? 'no file'} and ${row.tx_reference}`,
      );
    }
    const key = `deposit:${row.id}`;
    const credits = transfersByKey.get(key) ?? [];
    const approval = decided.find((entry) => entry.status === 'approved');
    if (approval) {
      expectedTransferKeys.add(key);
      const answeredAmount = parseMoney(approval.answer.amount.usd);
      approved.set(row.id, { userId: made.userId, amount: answeredAmount });
      // The wallet holds what the approval's answer says was credited.
      add(made.userId, 'wallet', answeredAmount);
      const credit = credits[0];
      if (
        credits.length !== 1 ||
        !credit ||
        BigInt(credit.amount) !== amount ||
        credit.kind !== 'deposit' ||
        credit.owner_id !== made.userId ||
        credit.account_kind !== 'wallet'
      ) {
        fail(
          `Deposit ${row.id} (approved, ${amount}) has ${credits.length} credits: ${credits.map((entry) => `${entry.amount} to ${entry.owner_id} ${entry.account_kind}`).join(', ') || 'none'}`,
        );
      }
    } else if (credits.length > 0) {
      fail(`Deposit ${row.id} (${row.status}) has ${credits.length} credit(s) though not approved`);
    }
  }
  for (const id of created.keys()) {
    if (!rowIds.has(id)) fail(`Deposit ${id} was answered 201 but has no row`);
  }
  for (const id of [...proofs.keys(), ...decisions.keys()]) {
    if (!rowIds.has(id)) fail(`Deposit ${id} was answered 200 but has no row`);
  }

  // --- Referral commissions of the approved deposits. ---
  const [rates] = await sqlOn<{ level1: number; level2: number }>(
    databaseUrl,
    'select referral_level1_bps as level1, referral_level2_bps as level2 from settings where id = 1',
  );
  const referrals = await sqlOn<{ referred_id: string; referrer_id: string; status: string }>(
    databaseUrl,
    'select referred_id, referrer_id, status from referral',
  );
  const referralOf = new Map(referrals.map((row) => [row.referred_id, row]));
  for (const person of users) {
    const link = referralOf.get(person.userId);
    if ((link?.referrer_id ?? null) !== person.referrerId) {
      fail(
        `User ${person.userId} registered with referrer ${person.referrerId}, the referral row says ${link?.referrer_id ?? 'none'}`,
      );
    }
  }
  const commissions = await sqlOn<{
    deposit_id: string;
    level: number;
    referrer_id: string;
    amount: string;
    status: string;
    transfer_id: string | null;
  }>(
    databaseUrl,
    `select deposit_id, level, referrer_id, amount::text, status, transfer_id::text
     from referral_commission`,
  );
  const commissionRows = new Map(commissions.map((row) => [`${row.deposit_id}:${row.level}`, row]));
  const expectedCommissions = new Set<string>();
  const bps = { 1: BigInt(rates?.level1 ?? 0), 2: BigInt(rates?.level2 ?? 0) };
  let paid = 0;
  let held = 0;
  let referredApprovals = 0;
  for (const [depositId, deposit] of approved) {
    const chain = [];
    const first = referralOf.get(deposit.userId);
    if (first) {
      chain.push(first);
      const second = referralOf.get(first.referrer_id);
      if (second && second.referrer_id !== deposit.userId) chain.push(second);
    }
    if (chain.length > 0) referredApprovals += 1;
    for (const [index, link] of chain.entries()) {
      const level = (index + 1) as 1 | 2;
      const amount = (deposit.amount * bps[level]) / 10_000n;
      if (amount === 0n) continue;
      const links = chain.slice(0, level);
      const status = links.some((step) => step.status === 'rejected')
        ? 'voided'
        : links.some((step) => step.status === 'flagged')
          ? 'held'
          : 'paid';
      const id = `${depositId}:${level}`;
      expectedCommissions.add(id);
      const row = commissionRows.get(id);
      if (!row || row.referrer_id !== link.referrer_id || BigInt(row.amount) !== amount) {
        fail(
          `Deposit ${depositId} level ${level} should earn ${link.referrer_id} ${amount}; the commission row has ${row ? `${row.amount} for ${row.referrer_id}` : 'nothing'}`,
        );
      } else if (row.status !== status) {
        fail(`Commission ${id} is ${row.status}, its chain implies ${status}`);
      }
      const key = `referral:${depositId}:${level}`;
      const moved = transfersByKey.get(key) ?? [];
      if (status !== 'paid') {
        if (status === 'held') held += 1;
        if (moved.length > 0) fail(`Commission ${id} is ${status} but ${key} moved money`);
        continue;
      }
      paid += 1;
      expectedTransferKeys.add(key);
      add(link.referrer_id, 'bonus', amount);
      const transfer = moved[0];
      if (
        moved.length !== 1 ||
        !transfer ||
        BigInt(transfer.amount) !== amount ||
        transfer.kind !== 'referral.commission' ||
        transfer.owner_id !== link.referrer_id ||
        transfer.account_kind !== 'bonus'
      ) {
        fail(
          `Commission ${id} of ${amount} to ${link.referrer_id}'s bonus has ${moved.length} transfers: ${moved.map((entry) => `${entry.amount} to ${entry.owner_id} ${entry.account_kind}`).join(', ') || 'none'}`,
        );
      } else if (row && row.transfer_id !== transfer.id) {
        fail(`Commission ${id} names transfer ${row.transfer_id}, paid by ${transfer.id}`);
      }
    }
  }
  for (const row of commissions) {
    if (!expectedCommissions.has(`${row.deposit_id}:${row.level}`)) {
      unaccounted += 1;
      fail(
        `Commission ${row.deposit_id}:${row.level} (${row.status}, ${row.amount}) has no approval answered 200`,
      );
    }
  }
  for (const [key, moved] of transfersByKey) {
    if (!expectedTransferKeys.has(key)) {
      unaccounted += moved.length;
      fail(
        `Transfer ${key} (${moved.map((entry) => entry.amount).join(', ')}) has no approval answered 200`,
      );
    }
  }
  check.checked.depositsCredited = approved.size;
  check.checked.commissionsPaid = paid;
  check.checked.commissionsHeld = held;
  // The IP of each sign-up is its own (setup), so commissions are paid, not held: if none was,
  // the flow was not exercised and the run says so.
  if (referredApprovals > 0 && paid === 0) {
    fail(
      `${referredApprovals} referred users' deposits were approved but no commission paid (${held} held)`,
    );
  }
  return unaccounted;
}

/**
 * Support chat: each message answered 2xx exists once, as sent, with the id the answer gave; no
 * message exists whose send was not answered 2xx (a retry answering it counts); an answer 200
 * (the client id already used) only after a first attempt that may have stored it.
 */
export async function reconcileChat(check: FlowCheck): Promise<number> {
  const { databaseUrl, users, fail } = check;
  let unaccounted = 0;
  const sends = check.actions.filter((record) => record.flow === 'chat.send');
  const sendByClientId = new Map(
    sends.map((record) => [(record.body as { clientId: string }).clientId, record]),
  );
  const rows = await sqlOn<{
    id: string;
    client_id: string;
    text: string;
    sender_id: string;
    sender_role: string;
    user_id: string;
  }>(
    databaseUrl,
    `select m.id, m.client_id, m.text, m.sender_id, m.sender_role, c.user_id
     from chat_message m join chat_conversation c on c.id = m.conversation_id
     where c.user_id = any($1)`,
    [users.map((person) => person.userId)],
  );
  const rowsByClientId = new Map<string, typeof rows>();
  for (const row of rows) {
    rowsByClientId.set(row.client_id, [...(rowsByClientId.get(row.client_id) ?? []), row]);
    const record = sendByClientId.get(row.client_id);
    if (!record || !isOk(record)) {
      unaccounted += 1;
      fail(
        `Chat message ${row.id} (${row.sender_role}, client id ${row.client_id}) has no send answered 2xx${record ? ` (answered ${record.status})` : ''}`,
      );
      continue;
    }
    const body = record.body as { text: string };
    if (
      row.sender_role !== 'user' ||
      row.sender_id !== record.userId ||
      row.user_id !== record.userId ||
      row.text !== body.text.trim()
    ) {
      fail(`Chat message ${row.id} is not what ${record.userId} sent under ${row.client_id}`);
    }
  }
  for (const record of sends.filter(isOk)) {
    const clientId = (record.body as { clientId: string }).clientId;
    const stored = rowsByClientId.get(clientId) ?? [];
    const answer = record.answer as { id?: string; clientId?: string };
    if (stored.length !== 1) {
      fail(`Chat send ${clientId} answered ${record.status} but ${stored.length} messages exist`);
    } else if (answer.id !== stored[0]?.id || answer.clientId !== clientId) {
      fail(`Chat send ${clientId} answered message ${answer.id}, stored ${stored[0]?.id}`);
    }
    if (record.status === 200 && record.attempts === 1) {
      fail(`Chat send ${clientId} was answered as a repeat on its first attempt`);
    }
  }
  check.checked.chatMessages = rows.length;
  return unaccounted;
}

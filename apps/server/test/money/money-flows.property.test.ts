import { randomUUID } from 'node:crypto';
import {
  type CashFund,
  type DepositStatus,
  formatMoney,
  parseMoney,
  type WithdrawalStatus,
  withdrawalFee,
} from '@kapital/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { uploadProof } from '../helpers/deposit-requests.ts';
import { balanceOf, fund } from '../helpers/ledger-fixtures.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';
import { withdrawalReadyUser } from '../helpers/withdrawals.ts';

/**
 * Random sequences of everything that moves money, sent through HTTP by three users and an
 * admin, against a model of what each balance must be. After every step the ledger's invariants
 * hold, each fund equals the model, the hold holds exactly the pending withdrawals and the fees
 * account exactly the fees of the paid ones.
 *
 * The three users live for the whole file (signing up is the slow part); each run starts its
 * model from their balances at that moment and acts only on its own invoices.
 */

const USERS = 3;
const FUNDS = ['wallet', 'bonus', 'profit'] as const;
/** The deposit limits of the settings' defaults and of the method the test inserts. */
const DEPOSIT_MIN = 1000n;

let t: TestApp;
let admin: TestUser;
let users: TestUser[];
let methodId: string;
let terms: { feeBps: number; feeFixed: bigint; min: bigint };
let holdId: number;
let feesId: number;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  methodId = await insertPaymentMethod(t.db);
  users = await Promise.all(Array.from({ length: USERS }, () => withdrawalReadyUser(t)));
  // Money to start with in every fund, so the first runs' withdrawals and moves can succeed.
  for (const person of users) {
    const accounts = await t.ledger.userAccounts(person.id);
    for (const account of FUNDS) await fund(t.ledger, accounts[account].id, 30_000n);
  }
  const response = await send(t, 'GET', '/api/withdrawals/terms', { cookie: users[0]?.cookie });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { feeBps: number; feeFixed: string; min: string };
  terms = { feeBps: body.feeBps, feeFixed: parseMoney(body.feeFixed), min: parseMoney(body.min) };
  holdId = (await t.ledger.systemAccount('hold')).id;
  feesId = (await t.ledger.systemAccount('fees')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * Which invoice a step acts on: mostly one whose state allows the action, so money moves;
 * sometimes any one at all, so decided invoices get refused.
 */
interface Pick {
  index: number;
  actionable: boolean;
}
/** Cents, or a share of what the fund holds: a share lets most requests succeed. */
type Amount = { cents: number } | { percent: number };

type Action =
  | { kind: 'deposit'; user: number; cents: number }
  | { kind: 'proof' | 'approveDeposit' | 'rejectDeposit' | 'cancelDeposit'; pick: Pick }
  | { kind: 'withdraw'; user: number; source: CashFund; amount: Amount }
  | { kind: 'cancelWithdrawal' | 'payWithdrawal' | 'rejectWithdrawal'; pick: Pick }
  | { kind: 'move'; user: number; fund: 'bonus' | 'profit'; amount: Amount }
  | { kind: 'credit'; user: number; fund: CashFund; cents: number }
  | { kind: 'retry'; index: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const pick = fc.record({
  index: fc.nat({ max: 50 }),
  actionable: fc.integer({ min: 0, max: 3 }).map((roll) => roll > 0),
});
const amount: fc.Arbitrary<Amount> = fc.oneof(
  // Often beyond the balance (and for withdrawals below the minimum): both are refused.
  fc.record({ cents: fc.integer({ min: 1_000, max: 30_000 }) }),
  fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
);
const onInvoice = <K extends string>(...kinds: K[]) =>
  fc.record({ kind: fc.constantFrom(...kinds), pick });

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    // From 5.00: below the 10.00 minimum the deposit is refused.
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      user,
      cents: fc.integer({ min: 500, max: 40_000 }),
    }),
    weight: 3,
  },
  { arbitrary: onInvoice('proof', 'approveDeposit'), weight: 3 },
  { arbitrary: onInvoice('rejectDeposit', 'cancelDeposit'), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      user,
      source: fc.constantFrom(...FUNDS),
      amount,
    }),
    weight: 4,
  },
  { arbitrary: onInvoice('payWithdrawal'), weight: 2 },
  { arbitrary: onInvoice('cancelWithdrawal', 'rejectWithdrawal'), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      user,
      fund: fc.constantFrom('bonus' as const, 'profit' as const),
      amount,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      user,
      fund: fc.constantFrom(...FUNDS),
      cents: fc.integer({ min: 2_000, max: 20_000 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('retry' as const), index: fc.nat({ max: 50 }) }),
    weight: 2,
  },
);

interface DepositModel {
  id: string;
  owner: number;
  amount: bigint;
  status: DepositStatus;
}

interface WithdrawalModel {
  id: string;
  owner: number;
  source: CashFund;
  amount: bigint;
  fee: bigint;
  status: WithdrawalStatus;
}

/** A request that succeeded, to be sent again with the same key. */
interface Sent {
  url: string;
  cookie: string;
  key: string;
  payload: unknown;
  first: LightMyRequestResponse;
  /** Staff adjustments answer with the balance of the moment; their transfer id must repeat. */
  compare: 'body' | 'transferId';
}

interface Model {
  users: TestUser[];
  funds: Array<Record<CashFund, bigint>>;
  deposits: DepositModel[];
  withdrawals: WithdrawalModel[];
  sent: Sent[];
  holdBase: bigint;
  feesBase: bigint;
}

function choose<T>(items: readonly T[], choice: Pick, allows: (item: T) => boolean): T | undefined {
  const allowed = items.filter(allows);
  const pool = choice.actionable && allowed.length > 0 ? allowed : items;
  return pool.length === 0 ? undefined : pool[choice.index % pool.length];
}

function amountOf(request: Amount, balance: bigint): bigint {
  if ('cents' in request) return BigInt(request.cents);
  const share = (balance * BigInt(request.percent)) / 100n;
  return share > 0n ? share : 1n;
}

const fundsOf = (model: Model, index: number) => model.funds[index] as Record<CashFund, bigint>;
const userOf = (model: Model, index: number) => model.users[index] as TestUser;

async function postWithKey(
  url: string,
  cookie: string,
  payload: unknown,
  key = `p-${randomUUID()}`,
) {
  const response = await send(t, 'POST', url, {
    cookie,
    headers: { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload }),
  });
  return { response, key };
}

function expectStatus(response: LightMyRequestResponse, status: number, code?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  if (code) expect(response.json().error.code).toBe(code);
}

/** A decision on an invoice (staff's approve, pay or reject, or its owner's cancel). */
interface Decision {
  url: string;
  cookie: string;
  payload: unknown;
}

/**
 * Sends a decision: refused with 409 unless the invoice is still `open` to it; otherwise
 * answered 200 and kept to be sent again. Says whether it was taken, so the caller moves the
 * model on.
 */
async function sendDecision(model: Model, request: Decision, open: boolean): Promise<boolean> {
  const { response, key } = await postWithKey(request.url, request.cookie, request.payload);
  if (!open) {
    expectStatus(response, 409, 'INVALID_STATE');
    return false;
  }
  expectStatus(response, 200);
  model.sent.push({ ...request, key, first: response, compare: 'body' });
  return true;
}

const decidable = (deposit: DepositModel) =>
  deposit.status === 'pending' || deposit.status === 'submitted';

async function run(model: Model, step: Action): Promise<void> {
  switch (step.kind) {
    case 'deposit': {
      const cookie = userOf(model, step.user).cookie;
      const amount = BigInt(step.cents);
      const payload = { amount: formatMoney(amount), methodId };
      const { response, key } = await postWithKey('/api/deposits', cookie, payload);
      if (amount < DEPOSIT_MIN) return expectStatus(response, 422, 'AMOUNT_OUT_OF_LIMITS');
      expectStatus(response, 201);
      model.deposits.push({ id: response.json().id, owner: step.user, amount, status: 'pending' });
      model.sent.push({
        url: '/api/deposits',
        cookie,
        key,
        payload,
        first: response,
        compare: 'body',
      });
      return;
    }
    case 'proof': {
      const deposit = choose(model.deposits, step.pick, (item) => item.status === 'pending');
      if (!deposit) return;
      const response = await uploadProof(t, deposit.id, userOf(model, deposit.owner).cookie);
      if (deposit.status !== 'pending') return expectStatus(response, 409, 'INVALID_STATE');
      expectStatus(response, 200);
      deposit.status = 'submitted';
      return;
    }
    case 'approveDeposit':
    case 'rejectDeposit':
    case 'cancelDeposit': {
      const deposit = choose(model.deposits, step.pick, decidable);
      if (!deposit) return;
      const request = {
        approveDeposit: {
          url: `/api/admin/deposits/${deposit.id}/approve`,
          cookie: admin.cookie,
          payload: undefined,
          status: 'approved' as const,
        },
        rejectDeposit: {
          url: `/api/admin/deposits/${deposit.id}/reject`,
          cookie: admin.cookie,
          payload: { reason: 'No payment arrived' },
          status: 'rejected' as const,
        },
        cancelDeposit: {
          url: `/api/deposits/${deposit.id}/cancel`,
          cookie: userOf(model, deposit.owner).cookie,
          payload: undefined,
          status: 'cancelled' as const,
        },
      }[step.kind];
      if (!(await sendDecision(model, request, decidable(deposit)))) return;
      deposit.status = request.status;
      if (request.status === 'approved') fundsOf(model, deposit.owner).wallet += deposit.amount;
      return;
    }
    case 'withdraw': {
      const cookie = userOf(model, step.user).cookie;
      const funds = fundsOf(model, step.user);
      const amount = amountOf(step.amount, funds[step.source]);
      const payload = { source: step.source, amount: formatMoney(amount) };
      const { response, key } = await postWithKey('/api/withdrawals', cookie, payload);
      if (amount < terms.min) return expectStatus(response, 422, 'AMOUNT_OUT_OF_LIMITS');
      if (amount > funds[step.source]) return expectStatus(response, 422, 'INSUFFICIENT_FUNDS');
      expectStatus(response, 201);
      const fee = withdrawalFee(amount, terms.feeBps, terms.feeFixed);
      expect(response.json()).toMatchObject({
        amount: { usd: formatMoney(amount) },
        fee: { usd: formatMoney(fee) },
        net: { usd: formatMoney(amount - fee) },
      });
      funds[step.source] -= amount;
      model.withdrawals.push({
        id: response.json().id,
        owner: step.user,
        source: step.source,
        amount,
        fee,
        status: 'pending',
      });
      model.sent.push({
        url: '/api/withdrawals',
        cookie,
        key,
        payload,
        first: response,
        compare: 'body',
      });
      return;
    }
    case 'cancelWithdrawal':
    case 'payWithdrawal':
    case 'rejectWithdrawal': {
      const withdrawal = choose(model.withdrawals, step.pick, (item) => item.status === 'pending');
      if (!withdrawal) return;
      const request = {
        payWithdrawal: {
          url: `/api/admin/withdrawals/${withdrawal.id}/pay`,
          cookie: admin.cookie,
          payload: { payoutReference: 'BANK-REF-1' } as unknown,
          status: 'paid' as const,
        },
        rejectWithdrawal: {
          url: `/api/admin/withdrawals/${withdrawal.id}/reject`,
          cookie: admin.cookie,
          payload: { reason: 'The account is closed' },
          status: 'rejected' as const,
        },
        cancelWithdrawal: {
          url: `/api/withdrawals/${withdrawal.id}/cancel`,
          cookie: userOf(model, withdrawal.owner).cookie,
          payload: undefined,
          status: 'cancelled' as const,
        },
      }[step.kind];
      if (!(await sendDecision(model, request, withdrawal.status === 'pending'))) return;
      withdrawal.status = request.status;
      if (request.status !== 'paid') {
        fundsOf(model, withdrawal.owner)[withdrawal.source] += withdrawal.amount;
      }
      return;
    }
    case 'move': {
      const cookie = userOf(model, step.user).cookie;
      const funds = fundsOf(model, step.user);
      const amount = amountOf(step.amount, funds[step.fund]);
      const url = `/api/funds/${step.fund}/move`;
      const payload = { amount: formatMoney(amount) };
      const { response, key } = await postWithKey(url, cookie, payload);
      if (amount > funds[step.fund]) return expectStatus(response, 422, 'INSUFFICIENT_FUNDS');
      expectStatus(response, 200);
      funds[step.fund] -= amount;
      funds.wallet += amount;
      model.sent.push({ url, cookie, key, payload, first: response, compare: 'body' });
      return;
    }
    case 'credit': {
      const amount = BigInt(step.cents);
      const url = `/api/admin/users/${userOf(model, step.user).id}/adjustments`;
      const payload = {
        account: step.fund,
        direction: 'credit',
        amount: formatMoney(amount),
        reason: 'Promotional credit',
      };
      const { response, key } = await postWithKey(url, admin.cookie, payload);
      expectStatus(response, 201);
      fundsOf(model, step.user)[step.fund] += amount;
      model.sent.push({
        url,
        cookie: admin.cookie,
        key,
        payload,
        first: response,
        compare: 'transferId',
      });
      return;
    }
    case 'retry': {
      const sent = model.sent[step.index % Math.max(model.sent.length, 1)];
      if (!sent) return;
      const { response } = await postWithKey(sent.url, sent.cookie, sent.payload, sent.key);
      expect(response.statusCode, response.body).toBe(sent.first.statusCode);
      if (sent.compare === 'body') expect(response.json()).toEqual(sent.first.json());
      else expect(response.json().transferId).toBe(sent.first.json().transferId);
      return;
    }
  }
}

async function fundsNow(userId: string): Promise<Record<CashFund, bigint>> {
  const accounts = await t.ledger.userAccounts(userId);
  return {
    wallet: accounts.wallet.balance,
    bonus: accounts.bonus.balance,
    profit: accounts.profit.balance,
  };
}

/** Everything the model says must be true of the ledger right now. */
async function expectLedgerMatches(model: Model): Promise<void> {
  expect((await checkLedger(t.db)).breaches).toEqual([]);
  for (const [index, person] of model.users.entries()) {
    expect(await fundsNow(person.id)).toEqual(fundsOf(model, index));
  }
  const pending = model.withdrawals.filter((withdrawal) => withdrawal.status === 'pending');
  const paid = model.withdrawals.filter((withdrawal) => withdrawal.status === 'paid');
  expect(await balanceOf(t.db, holdId)).toBe(
    model.holdBase + pending.reduce((sum, withdrawal) => sum + withdrawal.amount, 0n),
  );
  expect(await balanceOf(t.db, feesId)).toBe(
    model.feesBase + paid.reduce((sum, withdrawal) => sum + withdrawal.fee, 0n),
  );
}

/** Each fund's statement ends at the fund's balance. */
async function expectStatementsMatch(model: Model): Promise<void> {
  for (const [index, person] of model.users.entries()) {
    for (const fund of FUNDS) {
      const response = await send(t, 'GET', `/api/statements/${fund}?size=1`, {
        cookie: person.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const statement = response.json();
      const balance = formatMoney(fundsOf(model, index)[fund]);
      expect(statement.balance).toBe(balance);
      expect(statement.items[0]?.balanceAfter ?? '0.00').toBe(balance);
    }
  }
}

describe('money flows, as a property', () => {
  it('keep the ledger whole and every balance as the model expects, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 20 }), async (actions) => {
        const model: Model = {
          users,
          funds: await Promise.all(users.map((person) => fundsNow(person.id))),
          deposits: [],
          withdrawals: [],
          sent: [],
          // Earlier runs' pending withdrawals stay in the hold: each run counts from here.
          holdBase: await balanceOf(t.db, holdId),
          feesBase: await balanceOf(t.db, feesId),
        };
        for (const step of actions) {
          await run(model, step);
          await expectLedgerMatches(model);
        }
        await expectStatementsMatch(model);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});

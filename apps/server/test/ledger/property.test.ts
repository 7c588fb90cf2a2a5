import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import {
  type Account,
  checkLedger,
  createLedger,
  IdempotencyConflictError,
  InsufficientFundsError,
  type Ledger,
  SYSTEM_ACCOUNT_KINDS,
  type SystemAccountKind,
  type TransferInput,
  type TransferResult,
} from '../../src/platform/ledger/index.ts';
import { createTestDatabase } from '../helpers/database.ts';
import {
  allBalances,
  countTransfers,
  createUserWithAccounts,
  resetLedger,
} from '../helpers/ledger-fixtures.ts';

/**
 * Random sequences of ledger operations, valid and invalid, against a model of what the
 * balances must be. After every operation the real ledger must agree with the model and pass
 * checkLedger().
 */

let database: Database & { dispose(): Promise<void> };
let ledger: Ledger;
/** Users' accounts and system accounts; operations pick them by index. */
let pool: Account[];
/** Escrow and the positions account, which no move touches: their balances must stay 0. */
let held: Account[];

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.db, createInProcessEventBus());
  pool = [];
  for (const label of ['ann', 'ben', 'cat']) {
    const { accounts } = await createUserWithAccounts(database.db, ledger, label);
    pool.push(...Object.values(accounts));
  }
  // Not escrow, positions and hold: checkLedger() holds them to the capital of active
  // investments, the stakes of open positions and the pending withdrawals, which random moves
  // into them would break by design.
  const heldKinds: SystemAccountKind[] = ['escrow', 'positions', 'hold'];
  for (const kind of SYSTEM_ACCOUNT_KINDS.filter((kind) => !heldKinds.includes(kind))) {
    pool.push(await ledger.systemAccount(kind));
  }
  held = await Promise.all(heldKinds.map((kind) => ledger.systemAccount(kind)));
});

afterAll(async () => {
  await database.dispose();
});

interface Move {
  debit: number;
  credit: number;
  /** Minor units, or relative to what the debit account holds when the move is made. */
  amount: bigint | 'whole balance' | 'one more than the balance';
}

type Op =
  /** A movement under a key never seen before. */
  | { type: 'transfer'; move: Move }
  /** Several movements in one ledger.run(): all or nothing. */
  | { type: 'batch'; moves: Move[] }
  /** An earlier key sent again with its original movement (a client retry). */
  | { type: 'retry'; pick: number }
  /** An earlier key sent again with a different movement (a client bug). */
  | { type: 'reuse'; pick: number; move: Move };

// 12 user accounts, then world, house, demo_issuer and fees.
const accountIndex = () => fc.nat({ max: 15 });

// Mostly positive amounts; some zero or negative ones that must be refused. Amounts reach past
// what users usually hold, so overdrafts are common; relative amounts probe the exact edge.
const amount = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0n) },
  { weight: 2, arbitrary: fc.constantFrom('whole balance', 'one more than the balance') },
  { weight: 1, arbitrary: fc.bigInt({ min: -5_000n, max: -1n }) },
  { weight: 10, arbitrary: fc.bigInt({ min: 1n, max: 30_000n }) },
);

const move: fc.Arbitrary<Move> = fc.oneof(
  // Any two accounts, sometimes the same one.
  fc.record({ debit: accountIndex(), credit: accountIndex(), amount }),
  // From a system account that may go negative into a user account: money in.
  fc.record({
    debit: fc.constantFrom(12, 13, 14),
    credit: fc.nat({ max: 11 }),
    amount,
  }),
);

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('transfer' as const), move }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('batch' as const),
      moves: fc.array(move, { minLength: 2, maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('retry' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('reuse' as const), pick: fc.nat(), move }),
  },
);

type Outcome =
  | { ok: true; replayOf?: string }
  | { ok: false; error: new (...args: never[]) => Error };

/** The expected ledger: balances by account id and the movement each applied key made. */
class Model {
  balances = new Map<number, bigint>();
  applied = new Map<string, { input: TransferInput; transferId?: number }>();
  /** Every key tried so far, applied or refused, with the movement it was tried with. */
  tried: TransferInput[] = [];

  constructor(accounts: Account[]) {
    for (const account of accounts) this.balances.set(account.id, 0n);
  }

  /**
   * Applies the movements in order as one transaction would: the first refusal refuses them
   * all and leaves the model untouched. Mirrors the order of transfer()'s own checks.
   */
  apply(inputs: TransferInput[]): Outcome[] | { error: Outcome & { ok: false } } {
    const balances = new Map(this.balances);
    const applied = new Map(this.applied);
    const outcomes: Outcome[] = [];
    for (const input of inputs) {
      if (input.amount <= 0n || input.debitAccountId === input.creditAccountId) {
        return { error: { ok: false, error: RangeError } };
      }
      const earlier = applied.get(input.idempotencyKey);
      if (earlier) {
        const same =
          earlier.input.debitAccountId === input.debitAccountId &&
          earlier.input.creditAccountId === input.creditAccountId &&
          earlier.input.amount === input.amount;
        if (!same) return { error: { ok: false, error: IdempotencyConflictError } };
        outcomes.push({ ok: true, replayOf: input.idempotencyKey });
        continue;
      }
      const debitBalance = balances.get(input.debitAccountId) ?? 0n;
      if (!allowsNegative(input.debitAccountId) && debitBalance < input.amount) {
        return { error: { ok: false, error: InsufficientFundsError } };
      }
      balances.set(input.debitAccountId, debitBalance - input.amount);
      balances.set(
        input.creditAccountId,
        (balances.get(input.creditAccountId) ?? 0n) + input.amount,
      );
      applied.set(input.idempotencyKey, { input });
      outcomes.push({ ok: true });
    }
    this.balances = balances;
    this.applied = applied;
    return outcomes;
  }
}

function allowsNegative(accountId: number): boolean {
  return pool.find((account) => account.id === accountId)?.allowNegative ?? false;
}

function toInput(step: Move, idempotencyKey: string, model: Model): TransferInput {
  const debit = pool[step.debit];
  const credit = pool[step.credit];
  if (!debit || !credit) throw new Error('account index out of range');
  const held = model.balances.get(debit.id) ?? 0n;
  const amount =
    step.amount === 'whole balance'
      ? held
      : step.amount === 'one more than the balance'
        ? held + 1n
        : step.amount;
  return {
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amount,
    kind: 'test.property',
    idempotencyKey,
  };
}

async function attempt(inputs: TransferInput[]): Promise<TransferResult[] | { thrown: unknown }> {
  try {
    return await ledger.run(async (uow) => {
      const results: TransferResult[] = [];
      for (const input of inputs) results.push(await ledger.transfer(uow, input));
      return results;
    });
  } catch (thrown) {
    return { thrown };
  }
}

/** How often each kind of outcome came up, to show the refusals really are exercised. */
const seen = new Map<string, number>();
const tally = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

async function runSequence(ops: Op[]): Promise<void> {
  await resetLedger(database.db);
  const model = new Model([...pool, ...held]);
  let nextKey = 0;
  const freshKey = () => `prop:${nextKey++}`;

  for (const [index, current] of ops.entries()) {
    let inputs: TransferInput[];
    switch (current.type) {
      case 'transfer':
        inputs = [toInput(current.move, freshKey(), model)];
        break;
      case 'batch':
        inputs = current.moves.map((step) => toInput(step, freshKey(), model));
        break;
      case 'retry':
      case 'reuse': {
        const earlier = model.tried[current.pick % Math.max(model.tried.length, 1)];
        if (!earlier) continue;
        inputs = [
          current.type === 'retry'
            ? { ...earlier }
            : toInput(current.move, earlier.idempotencyKey, model),
        ];
        break;
      }
    }
    model.tried.push(...inputs);

    const expected = model.apply(inputs);
    const actual = await attempt(inputs);
    const where = `operation ${index} (${current.type})`;

    if ('error' in expected) {
      tally(`${inputs.length > 1 ? 'batch ' : ''}${expected.error.error.name}`);
      expect('thrown' in actual, `${where} should have been refused`).toBe(true);
      if ('thrown' in actual) expect(actual.thrown, where).toBeInstanceOf(expected.error.error);
    } else {
      if ('thrown' in actual) throw new Error(`${where} failed: ${String(actual.thrown)}`);
      expect(actual).toHaveLength(expected.length);
      for (const [position, outcome] of expected.entries()) {
        const result = actual[position];
        const input = inputs[position];
        if (!result || !input || !outcome.ok) throw new Error(`${where}: missing result`);
        const record = model.applied.get(input.idempotencyKey);
        tally(outcome.replayOf === undefined ? 'applied' : 'replayed');
        expect(result.replayed, `${where} replayed`).toBe(outcome.replayOf !== undefined);
        if (outcome.replayOf !== undefined) {
          expect(result.transfer.id, `${where} replays the first transfer`).toBe(
            record?.transferId,
          );
        } else if (record) {
          record.transferId = result.transfer.id;
        }
        expect(result.transfer.amount).toBe(input.amount);
      }
    }

    const check = await checkLedger(database.db);
    expect(check.breaches, `${where}: ledger check`).toEqual([]);
    expect(check.transfers, `${where}: transfer count`).toBe(model.applied.size);
    expect(await allBalances(database.db), `${where}: balances`).toEqual(model.balances);
  }
}

it('keeps every balance equal to the model and the ledger consistent after each operation', async () => {
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 30, maxLength: 60 }), runSequence), {
    numRuns: 40,
  });
  // The last run's state is still there: it must not be an empty ledger that passes trivially.
  expect(await countTransfers(database.db)).toBeGreaterThan(0);
  for (const what of [
    'applied',
    'replayed',
    'RangeError',
    'InsufficientFundsError',
    'IdempotencyConflictError',
    'batch InsufficientFundsError',
  ]) {
    expect(seen.get(what) ?? 0, `how often: ${what}`).toBeGreaterThan(0);
  }
});

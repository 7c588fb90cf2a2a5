import { formatMoney, USER_ACCOUNT_KINDS, type UserAccountKind } from '@kapital/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { accounts, transfers } from '../../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  LedgerInvariantError,
} from './errors.ts';
import { inTransaction, type UnitOfWork } from './unit-of-work.ts';

export const SYSTEM_ACCOUNT_KINDS = [
  'world',
  'house',
  'demo_issuer',
  'fees',
  'escrow',
  'hold',
  'positions',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/**
 * The shard of every system account that a user's money passes through: the same for all of
 * their flows, so what a shard holds for them (a hold, an escrow, a stake) is there when it is
 * released, while different users' transfers update different rows. The sum of the id's
 * character codes modulo the shards; migration 0009 computes it the same way in SQL.
 */
export function userShard(userId: string, shards: number): number {
  let sum = 0;
  for (let index = 0; index < userId.length; index += 1) sum += userId.charCodeAt(index);
  return sum % shards;
}

export interface TransferInput {
  debitAccountId: number;
  creditAccountId: number;
  /** Minor units, above zero. */
  amount: bigint;
  /** What the movement is, e.g. 'deposit', 'withdrawal.hold', 'admin.credit'. */
  kind: string;
  /** The business object it belongs to, e.g. 'deposit:42'. */
  reference?: string;
  /** Applies the movement at most once, whoever retries it. */
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
}

export type Transfer = typeof transfers.$inferSelect;
export type Account = typeof accounts.$inferSelect;

export interface TransferResult {
  transfer: Transfer;
  /** true when this key had already been applied and nothing moved now. */
  replayed: boolean;
}

export interface Ledger {
  /** Runs related transfers in one database transaction. */
  run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
  /** The only code that changes a balance. */
  transfer(uow: UnitOfWork, input: TransferInput): Promise<TransferResult>;
  /**
   * Reads run on `uow.tx` when given: inside ledger.run() on PGlite, a query on another handle
   * would wait for the transaction forever.
   */
  userAccounts(userId: string, uow?: UnitOfWork): Promise<Record<UserAccountKind, Account>>;
  /**
   * The system account of `kind` that serves `userId` (their shard), or shard 0 without one.
   * Its balance is one shard's: a kind's total is systemBalance().
   */
  systemAccount(kind: SystemAccountKind, uow?: UnitOfWork, userId?: string): Promise<Account>;
  /** A system account's balance: the sum of its shards. */
  systemBalance(kind: SystemAccountKind, uow?: UnitOfWork): Promise<bigint>;
}

/** What transfer()'s statement answers: the new transfer, with each account it moved. */
interface ClaimedRow {
  transfer_id: string;
  created_at_ms: number;
}
interface MovedRow {
  id: string;
  owner_id: string | null;
  kind: string;
  balance: string;
}
/** A row of the left join: the moved account's columns are null when nothing moved. */
type TransferRow = ClaimedRow & (MovedRow | { [Column in keyof MovedRow]: null });

export interface LedgerObserver {
  /** A transfer of `kind` committed (metrics: transfers by kind). Never told of a replay. */
  onCommitted?(kind: string): void;
}

export function createLedger(db: Db, events: EventBus, observer: LedgerObserver = {}): Ledger {
  // System accounts never change id; their balances in this cache are stale and never read.
  const systemShards = new Map<SystemAccountKind, Account[]>();

  async function transfer(uow: UnitOfWork, input: TransferInput): Promise<TransferResult> {
    if (input.amount <= 0n) throw new RangeError('A transfer amount must be above zero');
    if (input.debitAccountId === input.creditAccountId) {
      throw new RangeError('A transfer needs two different accounts');
    }
    // One statement claims the key and moves both balances, the debit only where it may go that
    // low: a concurrent twin waits on the key's unique index, then claims nothing and moves
    // nothing. `locked` takes the two rows in id order whatever plan reads them, so transfers
    // crossing the same accounts queue instead of deadlocking (an UPDATE alone locks in the
    // order its plan finds the rows, which changes as rows get new versions; deadlocks.test.ts).
    // (The transfer row's foreign keys hold KEY SHARE locks on both, which an UPDATE of balance
    // does not conflict with; they also refuse unknown accounts.) One round trip instead of
    // two matters: every money flow runs through here.
    const rows = await queryRows<TransferRow>(
      uow.tx,
      sql`
      with claimed as (
        insert into transfers
          (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, metadata)
        values (${input.debitAccountId}, ${input.creditAccountId}, ${input.amount}::bigint,
                ${input.kind}, ${input.reference ?? null}, ${input.idempotencyKey},
                ${input.metadata === undefined ? null : JSON.stringify(input.metadata)}::jsonb)
        on conflict (idempotency_key) do nothing
        returning id, created_at
      ), locked as (
        select id from accounts
        where id in (${input.debitAccountId}, ${input.creditAccountId})
          and exists (select 1 from claimed)
        order by id
        for no key update
      ), moved as (
        update accounts
        set balance = balance + case when accounts.id = ${input.creditAccountId}
                                     then ${input.amount}::bigint
                                     else -${input.amount}::bigint end
        from locked
        where accounts.id = locked.id
          and (accounts.id = ${input.creditAccountId} or allow_negative
               or balance >= ${input.amount}::bigint)
        returning accounts.id, owner_id, kind, balance
      )
      select claimed.id::text as transfer_id,
             floor(extract(epoch from claimed.created_at) * 1000)::float8 as created_at_ms,
             moved.id::text as id, moved.owner_id, moved.kind, moved.balance::text as balance
      from claimed left join moved on true`,
    );
    const [claimed] = rows;
    if (!claimed) return replay(uow, input);
    const moved = rows.filter((row): row is ClaimedRow & MovedRow => row.id !== null);
    const debited = moved.find((row) => Number(row.id) === input.debitAccountId);
    const credited = moved.find((row) => Number(row.id) === input.creditAccountId);
    if (!debited) throw new InsufficientFundsError();
    if (!credited) throw new LedgerInvariantError('Credit account vanished under lock');

    for (const account of [debited, credited]) {
      const kind = account.kind as UserAccountKind;
      if (account.owner_id && USER_ACCOUNT_KINDS.includes(kind)) {
        const event = {
          type: 'balance' as const,
          userId: account.owner_id,
          account: kind,
          balance: formatMoney(BigInt(account.balance)),
        };
        uow.afterCommit(() => events.publish(event));
      }
    }
    const { onCommitted } = observer;
    if (onCommitted) uow.afterCommit(() => onCommitted(input.kind));
    const transfer: Transfer = {
      id: Number(claimed.transfer_id),
      debitAccountId: input.debitAccountId,
      creditAccountId: input.creditAccountId,
      amount: input.amount,
      kind: input.kind,
      reference: input.reference ?? null,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata ?? null,
      createdAt: new Date(claimed.created_at_ms),
    };
    return { transfer, replayed: false };
  }

  /** The key was applied before: the same movement is a replay, another one a conflict. */
  async function replay(uow: UnitOfWork, input: TransferInput): Promise<TransferResult> {
    const [existing] = await uow.tx
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, input.idempotencyKey));
    if (
      !existing ||
      existing.debitAccountId !== input.debitAccountId ||
      existing.creditAccountId !== input.creditAccountId ||
      existing.amount !== input.amount
    ) {
      throw new IdempotencyConflictError(input.idempotencyKey);
    }
    return { transfer: existing, replayed: true };
  }

  return {
    run: (work) => inTransaction(db, work),
    transfer,
    async userAccounts(userId, uow) {
      const rows = await (uow?.tx ?? db)
        .select()
        .from(accounts)
        .where(eq(accounts.ownerId, userId));
      const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
      for (const kind of USER_ACCOUNT_KINDS) {
        if (!byKind[kind]) throw new LedgerInvariantError(`User ${userId} has no ${kind} account`);
      }
      return byKind as Record<UserAccountKind, Account>;
    },
    async systemAccount(kind, uow, userId) {
      let shards = systemShards.get(kind);
      if (!shards) {
        shards = await (uow?.tx ?? db)
          .select()
          .from(accounts)
          .where(and(isNull(accounts.ownerId), eq(accounts.kind, kind)))
          .orderBy(asc(accounts.shard));
        if (shards.length === 0)
          throw new LedgerInvariantError(`System account ${kind} is missing`);
        systemShards.set(kind, shards);
      }
      const shard = shards[userId === undefined ? 0 : userShard(userId, shards.length)];
      if (!shard) throw new LedgerInvariantError(`System account ${kind} has a gap in its shards`);
      return shard;
    },
    async systemBalance(kind, uow) {
      const [row] = await (uow?.tx ?? db)
        .select({ total: sql<string>`coalesce(sum(${accounts.balance}), 0)::text` })
        .from(accounts)
        .where(and(isNull(accounts.ownerId), eq(accounts.kind, kind)));
      return BigInt(row?.total ?? '0');
    },
  };
}

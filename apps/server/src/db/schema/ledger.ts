import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One row per balance. balance = credits - debits, in minor units. User accounts may never go
 * below zero (the CHECK is a second guard behind transfer()'s conditional debit).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * A system account is several rows of one kind, its shards (0..n-1): concurrent transfers
     * update different rows instead of queueing on one (decision 022). User accounts: 0.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_owner_kind_idx').on(table.ownerId, table.kind),
    uniqueIndex('accounts_system_kind_shard_idx')
      .on(table.kind, table.shard)
      .where(sql`${table.ownerId} is null`),
    check('accounts_balance_floor', sql`${table.allowNegative} or ${table.balance} >= 0`),
  ],
);

/** Immutable: a trigger refuses UPDATE and DELETE. A correction is a new transfer. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('transfers_amount_positive', sql`${table.amount} > 0`),
    check('transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('transfers_debit_idx').on(table.debitAccountId, table.id),
    index('transfers_credit_idx').on(table.creditAccountId, table.id),
  ],
);

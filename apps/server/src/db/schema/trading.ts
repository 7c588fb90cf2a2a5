import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A 1x position on a pair against USDT. Real positions move the wallet's money (stake into the
 * `positions` escrow account); Free ones the demo account's, against the demo issuer. Prices are
 * NUMERIC(28, 8), the server's own: a request never brings one. Closing is one transaction that
 * flips status from open to closed under the row's lock, so of two closes (the user and a
 * trigger, two instances) exactly one settles.
 */
export const positions = pgTable(
  'positions',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    number: text('number').notNull().generatedAlwaysAs(sql`'POS-' || lpad(seq::text, 6, '0')`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    openFee: bigint('open_fee', { mode: 'bigint' }).notNull(),
    /** The fee rate at open, charged again at close. */
    feeBps: bigint('fee_bps', { mode: 'number' }).notNull(),
    entryPrice: numeric('entry_price', { precision: 28, scale: 8 }).notNull(),
    takeProfit: numeric('take_profit', { precision: 28, scale: 8 }),
    stopLoss: numeric('stop_loss', { precision: 28, scale: 8 }),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason', {
      enum: ['manual', 'take_profit', 'stop_loss', 'stop_out'],
    }),
    triggerPrice: numeric('trigger_price', { precision: 28, scale: 8 }),
    exitPrice: numeric('exit_price', { precision: 28, scale: 8 }),
    closeFee: bigint('close_fee', { mode: 'bigint' }),
    result: bigint('result', { mode: 'bigint' }),
    payout: bigint('payout', { mode: 'bigint' }),
  },
  (table) => [
    check(
      'positions_amounts',
      sql`${table.stake} > 0 and ${table.openFee} >= 0 and ${table.entryPrice} > 0
        and (${table.payout} is null or ${table.payout} >= 0)`,
    ),
    index('positions_user_idx').on(table.userId, table.openedAt),
    // What the trigger engine loads on start: every open position.
    index('positions_open_idx').on(table.symbol).where(sql`${table.status} = 'open'`),
  ],
);

/** One row per user and UTC day on which they reset their demo balance: at most one a day. */
export const demoResets = pgTable(
  'demo_resets',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * A user's price alert on a pair (issue 20): fires when the price reaches `price` from below
 * (`above`) or from above (`below`). `armed` is false once fired; an `every` alert re-arms when
 * the price is back on the other side, a `once` alert is done. Every instance watches every alert,
 * and firing is a conditional update of `armed`, so exactly one instance fires each crossing.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: ['above', 'below'] }).notNull(),
    price: numeric('price', { precision: 28, scale: 8 }).notNull(),
    repeat: text('repeat', { enum: ['once', 'every'] }).notNull(),
    armed: boolean('armed').notNull().default(true),
    /** Bumped at every firing: names the crossing in the notice's dedupe key. */
    firedCount: integer('fired_count').notNull().default(0),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastFiredPrice: numeric('last_fired_price', { precision: 28, scale: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('price_alerts_price', sql`${table.price} > 0`),
    index('price_alerts_user_idx').on(table.userId, table.createdAt),
    // What every instance loads on start: the alerts still watching.
    index('price_alerts_live_idx')
      .on(table.symbol)
      .where(sql`${table.armed} or ${table.repeat} = 'every'`),
  ],
);

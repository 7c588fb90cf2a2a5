import { z } from 'zod';
import { PAIR_PRICE_DECIMALS, PAIRS, type PairSymbol } from '../constants.ts';
import { PRICE_PATTERN } from '../trading.ts';
import { priceInput } from './trading.ts';

/**
 * Price alerts (issue 20 item 8): a user asks to hear when a pair's price reaches a level, from
 * below (`above`) or from above (`below`), once or every time it crosses.
 */

export const PRICE_ALERT_DIRECTIONS = ['above', 'below'] as const;
export type PriceAlertDirection = (typeof PRICE_ALERT_DIRECTIONS)[number];
export const PRICE_ALERT_REPEATS = ['once', 'every'] as const;
export type PriceAlertRepeat = (typeof PRICE_ALERT_REPEATS)[number];

/**
 * The most alerts one user may have watching at once (armed, or `every` waiting to re-arm).
 * Fired `once` alerts do not count: they are history until removed.
 */
export const PRICE_ALERT_LIMIT = 50;

/** 409: the user already has PRICE_ALERT_LIMIT alerts watching. */
export const PRICE_ALERT_ERROR_CODES = { limitReached: 'PRICE_ALERT_LIMIT' } as const;

export const priceAlertLimitMessage = `You can have at most ${PRICE_ALERT_LIMIT} alerts watching; remove one to add another`;

/** Why a price has more decimals than the pair's tick size allows, or null when it has not. */
export function pairDecimalsProblem(symbol: PairSymbol, price: string): string | null {
  const decimals = PAIR_PRICE_DECIMALS[symbol];
  const fraction = price.trim().split('.')[1] ?? '';
  if (fraction.length <= decimals) return null;
  return decimals === 0
    ? `${symbol} prices are whole numbers`
    : `${symbol} prices have at most ${decimals} decimals`;
}

/**
 * A price as a person reads it: thousands separators and at least the pair's decimals
 * ("65000" BTC -> "65,000.00"). Notices and the trade screen's alert list say prices this way.
 */
export function formatPairPrice(price: string, symbol: PairSymbol): string {
  const decimals = PAIR_PRICE_DECIMALS[symbol];
  const [whole = '0', fraction = ''] = price.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shown = fraction.padEnd(decimals, '0');
  return shown ? `${grouped}.${shown}` : grouped;
}

/** Whether an alert's level lies where it can still be reached: above or below the price now. */
export function alertOnRightSide(
  direction: PriceAlertDirection,
  level: bigint,
  price: bigint,
): boolean {
  return direction === 'above' ? level > price : level < price;
}

/** The message of an alert set on the wrong side of the price now. */
export const wrongSideMessage = (direction: PriceAlertDirection) =>
  `An alert ${direction} the price must be set ${direction} the current price`;

/** POST /api/price-alerts. Checked on the server against the pair's price now, too. */
export const createPriceAlertBody = z
  .strictObject({
    symbol: z.enum(PAIRS, `Choose one of ${PAIRS.join(', ')}`),
    direction: z.enum(PRICE_ALERT_DIRECTIONS, 'Choose above or below'),
    price: priceInput,
    repeat: z.enum(PRICE_ALERT_REPEATS, 'Choose once or every'),
  })
  .superRefine((body, context) => {
    if (!PRICE_PATTERN.test(body.price)) return;
    const problem = pairDecimalsProblem(body.symbol, body.price);
    if (problem) context.addIssue({ code: 'custom', path: ['price'], message: problem });
  });
export type CreatePriceAlertBody = z.input<typeof createPriceAlertBody>;

/** GET /api/price-alerts?symbol=: one pair's alerts, or all of them. */
export const priceAlertListQuery = z.object({
  symbol: z.enum(PAIRS, `Choose one of ${PAIRS.join(', ')}`).optional(),
});

export const priceAlertParams = z.object({ id: z.string().trim().min(1).max(64) });

const decimalString = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * `watching`: it fires when the price reaches its level (an `every` alert that fired is watching
 * too, re-armed once the price is back on the other side). `fired`: a `once` alert that fired.
 */
export const PRICE_ALERT_STATUSES = ['watching', 'fired'] as const;

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: z.enum(PAIRS),
  direction: z.enum(PRICE_ALERT_DIRECTIONS),
  price: decimalString,
  repeat: z.enum(PRICE_ALERT_REPEATS),
  status: z.enum(PRICE_ALERT_STATUSES),
  /** How many times it has fired. */
  firedCount: z.number().int(),
  lastFiredAt: z.string().nullable(),
  /** The price at its last firing. */
  lastFiredPrice: decimalString.nullable(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** Newest first (at most PRICE_ALERT_LIST_MAX), with how many of all the user's alerts watch. */
export const priceAlertListResponse = z.object({
  items: z.array(priceAlertSchema),
  /** All the user's watching alerts, every pair: at PRICE_ALERT_LIMIT no more can be added. */
  watching: z.number().int(),
  limit: z.number().int(),
});
export type PriceAlertList = z.infer<typeof priceAlertListResponse>;

/** The most alerts one list answer holds: the watching ones and the newest fired ones. */
export const PRICE_ALERT_LIST_MAX = 200;

import { z } from 'zod';
import { PAIRS } from '../constants.ts';

/** A decimal string: prices and quantities are never JavaScript numbers on the wire. */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'A decimal string');

/** The latest state of one pair against USDT. */
export const tickerSchema = z.object({
  symbol: z.enum(PAIRS),
  /** e.g. "BTCUSDT" */
  pair: z.string(),
  price: decimalString,
  /** Percent change over 24 h, two decimals, e.g. "-1.25". */
  change24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  /** Base-asset volume over 24 h. */
  volume24h: decimalString,
  /** ISO time of the tick. */
  time: z.string(),
  /**
   * True when the live feed's price is older than MARKET_STALE_SECONDS: the trade screen says so
   * and orders are refused. The simulated feed is never stale and leaves it out.
   */
  stale: z.boolean().optional(),
});
export type Ticker = z.infer<typeof tickerSchema>;

export const tickersResponse = z.object({ tickers: z.array(tickerSchema) });
export type TickersResponse = z.infer<typeof tickersResponse>;

/** Candle widths the trade screen's chart offers. */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** GET /api/market/candles/{symbol}: the pair, case-insensitive ("btc" is BTC). */
export const candlesParams = z.object({
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PAIRS, `Choose one of ${PAIRS.join(', ')}`)),
});

export const candlesQuery = z.object({
  interval: z.enum(CANDLE_INTERVALS, `Choose one of ${CANDLE_INTERVALS.join(', ')}`).default('1m'),
  limit: z.coerce
    .number('Enter a whole number from 1 to 500')
    .int('Enter a whole number from 1 to 500')
    .min(1, 'Enter a whole number from 1 to 500')
    .max(500, 'Enter a whole number from 1 to 500')
    .default(200),
});

/** One OHLC bucket. */
export const candleSchema = z.object({
  /** Unix seconds of the bucket's start (lightweight-charts' UTCTimestamp). */
  time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  /** Base-asset volume in the bucket. */
  volume: decimalString,
});
export type Candle = z.infer<typeof candleSchema>;

/** Oldest first; the last candle is still forming and ends at the current price. */
export const candlesResponse = z.object({
  symbol: z.enum(PAIRS),
  interval: z.enum(CANDLE_INTERVALS),
  candles: z.array(candleSchema),
});
export type CandlesResponse = z.infer<typeof candlesResponse>;

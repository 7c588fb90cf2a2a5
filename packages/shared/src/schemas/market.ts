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
});
export type Ticker = z.infer<typeof tickerSchema>;

export const tickersResponse = z.object({ tickers: z.array(tickerSchema) });
export type TickersResponse = z.infer<typeof tickersResponse>;

import { PAIRS, type PairSymbol, QUOTE_ASSET } from '@kapital/shared';
import { z } from 'zod';
import { trimDecimal } from './decimal.ts';

/** One-minute kline as the feed keeps it; times in milliseconds, numbers as decimal strings. */
export interface Kline {
  start: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** The minute is over and these are its final numbers. */
  closed: boolean;
  /** When the exchange produced this state; a later one of the same minute replaces it. */
  eventTime: number;
}

/** Rolling 24 h statistics of one pair. */
export interface MiniTicker {
  eventTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

export type BinanceFrame =
  | { kind: 'kline'; symbol: PairSymbol; kline: Kline }
  | { kind: 'miniTicker'; symbol: PairSymbol; ticker: MiniTicker }
  | { kind: 'ack'; id: number }
  | { kind: 'error'; id: number | null; code: number; message: string }
  | { kind: 'shutdown' }
  | { kind: 'ignored' };

const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(trimDecimal);

const klineEvent = z.object({
  e: z.literal('kline'),
  E: z.number().int(),
  s: z.string(),
  k: z.object({
    t: z.number().int(),
    i: z.literal('1m'),
    o: decimal,
    h: decimal,
    l: decimal,
    c: decimal,
    v: decimal,
    x: z.boolean(),
  }),
});

const miniTickerEvent = z.object({
  e: z.literal('24hrMiniTicker'),
  E: z.number().int(),
  s: z.string(),
  o: decimal,
  h: decimal,
  l: decimal,
  c: decimal,
  v: decimal,
});

const ack = z.object({ result: z.null(), id: z.number().int() });

const errorFrame = z.object({
  error: z.object({ code: z.number().int(), msg: z.string() }),
  id: z.number().int().nullable().optional(),
});

const shutdownEvent = z.object({ e: z.literal('serverShutdown') });

const combined = z.object({ stream: z.string(), data: z.unknown() });

/** "BTCUSDT" is BTC; a symbol outside PAIRS is not ours. */
export function pairOf(exchangeSymbol: string): PairSymbol | undefined {
  if (!exchangeSymbol.endsWith(QUOTE_ASSET)) return undefined;
  const base = exchangeSymbol.slice(0, -QUOTE_ASSET.length);
  return PAIRS.find((symbol) => symbol === base);
}

/**
 * Reads one text frame, raw (`{"e":"kline",...}`) or combined (`{"stream":...,"data":{...}}`).
 * Never throws: the exchange may add event types and fields at any time, and one odd frame
 * must not take the feed down.
 */
export function parseFrame(text: string): BinanceFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'ignored' };
  }
  const wrapped = combined.safeParse(json);
  return parseEvent(wrapped.success ? wrapped.data.data : json);
}

function parseEvent(json: unknown): BinanceFrame {
  const kline = klineEvent.safeParse(json);
  if (kline.success) {
    const symbol = pairOf(kline.data.s);
    if (!symbol) return { kind: 'ignored' };
    const { t, o, h, l, c, v, x } = kline.data.k;
    return {
      kind: 'kline',
      symbol,
      kline: {
        start: t,
        open: o,
        high: h,
        low: l,
        close: c,
        volume: v,
        closed: x,
        eventTime: kline.data.E,
      },
    };
  }
  const ticker = miniTickerEvent.safeParse(json);
  if (ticker.success) {
    const symbol = pairOf(ticker.data.s);
    if (!symbol) return { kind: 'ignored' };
    const { E, o, h, l, c, v } = ticker.data;
    return {
      kind: 'miniTicker',
      symbol,
      ticker: { eventTime: E, open: o, high: h, low: l, close: c, volume: v },
    };
  }
  const subscribed = ack.safeParse(json);
  if (subscribed.success) return { kind: 'ack', id: subscribed.data.id };
  const failed = errorFrame.safeParse(json);
  if (failed.success) {
    const { code, msg } = failed.data.error;
    return { kind: 'error', id: failed.data.id ?? null, code, message: msg };
  }
  // Documented as {"event":{"e":"serverShutdown","E":...}}; a bare event is read the same way.
  const event = z.object({ event: z.unknown() }).safeParse(json);
  if (shutdownEvent.safeParse(event.success ? event.data.event : json).success) {
    return { kind: 'shutdown' };
  }
  return { kind: 'ignored' };
}

const restKline = z.tuple(
  [z.number().int(), decimal, decimal, decimal, decimal, decimal, z.number().int()],
  z.unknown(),
);

/**
 * GET /api/v3/klines answers arrays: [open time, open, high, low, close, volume, close time, ...].
 * A kline whose close time has not passed at `now` is still forming. Rows that do not match
 * are skipped, like unknown frames.
 */
export function parseRestKlines(json: unknown, now: number): Kline[] {
  if (!Array.isArray(json)) return [];
  const klines: Kline[] = [];
  for (const row of json) {
    const parsed = restKline.safeParse(row);
    if (!parsed.success) continue;
    const [start, open, high, low, close, volume, closeTime] = parsed.data;
    klines.push({ start, open, high, low, close, volume, closed: closeTime < now, eventTime: now });
  }
  return klines;
}

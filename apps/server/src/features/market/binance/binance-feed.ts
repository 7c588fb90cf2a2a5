import { PAIRS, type PairSymbol, QUOTE_ASSET, type Ticker } from '@kapital/shared';
import WebSocket from 'ws';
import type { MarketFeed, TickListener } from '../../../platform/market/market-feed.ts';
import type { Clock } from '../../../platform/time/clock.ts';
import { type Backoff, RECONNECT_BACKOFF, reconnectDelay } from './backoff.ts';
import { percentChange } from './decimal.ts';
import { type BinanceFrame, type MiniTicker, parseFrame, parseRestKlines } from './frames.ts';
import { createKlineHistory, type KlineHistory } from './kline-history.ts';

const TICK_MS = 1000;
const MINUTE_MS = 60_000;
/** A day of one-minute klines per pair: 24 one-hour candles, and 1440 after a cold start. */
const RETAINED_MINUTES = 1440;
/** Binance's largest page of klines. */
const REST_PAGE = 1000;
const REST_TIMEOUT_MS = 10_000;
/**
 * Binance pings every 20 s and sends mini tickers every second: a connection silent for three
 * pings is half-open (a dead route the TCP stack has not noticed) and is replaced.
 */
const SILENCE_LIMIT_MS = 60_000;
/** A handshake that hangs (a black-holed route) fails, closes, and is retried like a drop. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** Every pair's one-minute klines and rolling 24 h statistics, e.g. btcusdt@kline_1m. */
export const BINANCE_STREAMS = PAIRS.flatMap((symbol) => {
  const stream = `${symbol}${QUOTE_ASSET}`.toLowerCase();
  return [`${stream}@kline_1m`, `${stream}@miniTicker`];
});

export interface BinanceFeedOptions {
  /** The combined-stream endpoint, e.g. wss://stream.binance.com:9443/stream. */
  wsUrl: string;
  /** The REST API's base, e.g. https://api.binance.com. */
  restUrl: string;
  /** A price not refreshed for longer than this is stale. */
  staleSeconds: number;
  clock: Clock;
  log?: Pick<Console, 'warn'>;
  backoff?: Backoff;
  random?: () => number;
}

interface LatestPrice {
  price: string;
  /** The exchange's time of the price: an older frame arriving later never replaces it. */
  eventTime: number;
  /** Our clock's time when it arrived: staleness is measured here, not with the exchange's clock. */
  receivedAt: number;
}

/**
 * Binance's public market streams (no key): one socket to the combined endpoint, subscribed
 * by message on every open, so a reconnect subscribes again through the same path. Each open
 * also backfills one-minute klines over REST from the newest minute held, closing the gap a
 * drop left in the candles.
 */
export function createBinanceFeed(options: BinanceFeedOptions): MarketFeed {
  const { clock, log = console, backoff = RECONNECT_BACKOFF, random = Math.random } = options;
  const histories = new Map<PairSymbol, KlineHistory>(
    PAIRS.map((symbol) => [symbol, createKlineHistory(RETAINED_MINUTES)]),
  );
  const dayStats = new Map<PairSymbol, MiniTicker>();
  const latest = new Map<PairSymbol, LatestPrice>();
  const listeners = new Set<TickListener>();
  let socket: WebSocket | undefined;
  let running: AbortController | undefined;
  let failedAttempts = 0;
  let requestId = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let stopTicking: (() => void) | undefined;
  let lastHeardAt = 0;
  /** Counts backfills: a retry of an older one stops once a newer connection backfilled. */
  let backfillRound = 0;

  const history = (symbol: PairSymbol) => histories.get(symbol) as KlineHistory;

  /** Opens a connection; `replacing` keeps streaming until this one is open, then goes. */
  function connect(replacing?: WebSocket): void {
    const current = new WebSocket(options.wsUrl, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    socket = current;
    current.on('open', () => {
      lastHeardAt = clock.now();
      requestId += 1;
      current.send(JSON.stringify({ method: 'SUBSCRIBE', params: BINANCE_STREAMS, id: requestId }));
      backfill();
      replacing?.close();
    });
    current.on('message', (data) => {
      lastHeardAt = clock.now();
      handle(parseFrame(data.toString()));
    });
    current.on('ping', () => {
      lastHeardAt = clock.now();
    });
    current.on('error', (error) => {
      // A close always follows, and the close reconnects.
      log.warn(`Binance stream error: ${error.message}`);
    });
    current.on('close', () => {
      // Had this one never opened, the one it was to replace must not be left streaming.
      replacing?.close();
      if (socket !== current) return;
      socket = undefined;
      if (running) scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    const delay = reconnectDelay(failedAttempts, backoff, random);
    failedAttempts += 1;
    reconnectTimer = setTimeout(connect, delay);
  }

  function handle(frame: BinanceFrame): void {
    switch (frame.kind) {
      case 'kline':
        history(frame.symbol).add(frame.kline);
        updatePrice(frame.symbol, frame.kline.close, frame.kline.eventTime);
        return;
      case 'miniTicker': {
        const known = dayStats.get(frame.symbol);
        if (!known || known.eventTime <= frame.ticker.eventTime) {
          dayStats.set(frame.symbol, frame.ticker);
        }
        updatePrice(frame.symbol, frame.ticker.close, frame.ticker.eventTime);
        return;
      }
      case 'ack':
        // Only a subscribed connection counts as a success: one that opens and drops at once
        // keeps backing off.
        failedAttempts = 0;
        return;
      case 'error':
        log.warn(`Binance refused request ${frame.id}: ${frame.code} ${frame.message}`);
        return;
      case 'shutdown':
        // The server is about to go: the next connection opens before this one closes, so the
        // stream has no gap (frames both send are told apart by their event times).
        connect(socket);
        return;
      case 'ignored':
        return;
    }
  }

  function updatePrice(symbol: PairSymbol, price: string, eventTime: number): void {
    const known = latest.get(symbol);
    if (known && known.eventTime > eventTime) return;
    latest.set(symbol, { price, eventTime, receivedAt: clock.now() });
  }

  /**
   * Fetches every pair's klines from the newest minute held (it may have been forming when the
   * stream dropped), or a day back on a cold start, up to now. The starting minutes are read
   * at open, before the new connection's first kline lands beyond the gap.
   */
  function backfill(): void {
    const signal = running?.signal;
    if (!signal) return;
    backfillRound += 1;
    for (const symbol of PAIRS) {
      const from = history(symbol).newestStart() ?? clock.now() - RETAINED_MINUTES * MINUTE_MS;
      backfillWithRetries(symbol, from, signal, backfillRound, 0);
    }
  }

  /**
   * One pair's backfill, tried again with backoff from the same first minute until it works:
   * the gap stays in the candles otherwise. A newer connection's backfill supersedes it, and
   * stopping aborts it.
   */
  function backfillWithRetries(
    symbol: PairSymbol,
    from: number,
    signal: AbortSignal,
    round: number,
    attempt: number,
  ): void {
    backfillPair(symbol, from, signal).catch((error: unknown) => {
      if (signal.aborted || round !== backfillRound) return;
      const delay = reconnectDelay(attempt, backoff, random);
      log.warn(
        `Binance backfill of ${symbol} failed: ${(error as Error).message}; retrying in ${Math.round(delay / 1000)} s`,
      );
      const retry = setTimeout(() => {
        if (signal.aborted || round !== backfillRound) return;
        backfillWithRetries(symbol, from, signal, round, attempt + 1);
      }, delay);
      signal.addEventListener('abort', () => clearTimeout(retry), { once: true });
    });
  }

  async function backfillPair(symbol: PairSymbol, since: number, signal: AbortSignal) {
    const minutes = history(symbol);
    let from = since;
    for (;;) {
      const url = new URL(`${options.restUrl.replace(/\/$/, '')}/api/v3/klines`);
      url.search = new URLSearchParams({
        symbol: `${symbol}${QUOTE_ASSET}`,
        interval: '1m',
        startTime: String(from),
        limit: String(REST_PAGE),
      }).toString();
      const response = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(REST_TIMEOUT_MS)]),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const klines = parseRestKlines(await response.json(), clock.now());
      for (const kline of klines) minutes.add(kline);
      const last = klines.at(-1);
      if (!last || klines.length < REST_PAGE) return;
      from = last.start + MINUTE_MS;
    }
  }

  function isStale(symbol: PairSymbol): boolean {
    const price = latest.get(symbol);
    return !price || clock.now() - price.receivedAt > options.staleSeconds * 1000;
  }

  function tickers(): readonly Ticker[] {
    return PAIRS.flatMap((symbol): Ticker[] => {
      const price = latest.get(symbol);
      const day = dayStats.get(symbol);
      if (!price || !day) return [];
      return [
        {
          symbol,
          pair: `${symbol}${QUOTE_ASSET}`,
          price: price.price,
          change24h: percentChange(day.open, price.price),
          high24h: day.high,
          low24h: day.low,
          volume24h: day.volume,
          time: new Date(price.eventTime).toISOString(),
          stale: isStale(symbol),
        },
      ];
    });
  }

  return {
    tickers,

    async candles(symbol, interval, limit) {
      return history(symbol).candles(interval, limit);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    isStale,

    start() {
      if (running) return;
      running = new AbortController();
      connect();
      stopTicking = clock.every(TICK_MS, () => {
        if (socket?.readyState === WebSocket.OPEN && clock.now() - lastHeardAt > SILENCE_LIMIT_MS) {
          // Its close reconnects.
          socket.terminate();
        }
        const current = tickers();
        for (const listener of listeners) listener(current);
      });
    },

    stop() {
      running?.abort();
      running = undefined;
      clearTimeout(reconnectTimer);
      stopTicking?.();
      stopTicking = undefined;
      const current = socket;
      socket = undefined;
      current?.close();
    },
  };
}

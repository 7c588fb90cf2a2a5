/**
 * Stands in for Binance (the idea of binancePlayback() in e2e/tests/trade-stale.e2e.test.ts,
 * for every pair the product lists): the combined stream answers SUBSCRIBE and plays mini
 * tickers and one-minute klines stamped now, twice a second while `playing`; GET
 * /api/v3/klines answers two hours of closed minutes for the backfill. Prices walk randomly so
 * that take-profit and stop-loss levels a few tenths of a percent away fire within seconds.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAIRS, type PairSymbol } from '@kapital/shared';
import { type WebSocket, WebSocketServer } from 'ws';

const MINUTE_MS = 60_000;
const TICK_MS = 500;
/** Roughly where each pair trades, so that prices look like themselves. */
const START_PRICES: Record<PairSymbol, number> = {
  BTC: 97_000,
  ETH: 3_400,
  SOL: 180,
  LINK: 18,
  XRP: 2.2,
  ADA: 0.9,
  AVAX: 38,
  MATIC: 0.5,
  BNB: 650,
  DOGE: 0.32,
  FTM: 0.7,
};

export interface FakeBinance {
  wsUrl: string;
  restUrl: string;
  /** Whether frames flow; false is a silent feed (the socket stays open, nothing arrives). */
  playing: boolean;
  /** The last price played for a pair. */
  price(symbol: PairSymbol): number;
  stop(): Promise<void>;
}

/** Prices as Binance writes them: enough decimals for the cheap pairs. */
const decimal = (value: number) => value.toFixed(value < 10 ? 6 : 2);

export async function startFakeBinance(options: { playing: boolean }): Promise<FakeBinance> {
  const prices = new Map<PairSymbol, number>(PAIRS.map((symbol) => [symbol, START_PRICES[symbol]]));
  const subscribed = new Set<WebSocket>();
  const streams = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => streams.once('listening', resolve));
  streams.on('connection', (socket) => {
    socket.on('message', (data) => {
      const request = JSON.parse(data.toString()) as { method: string; id: number };
      if (request.method !== 'SUBSCRIBE') return;
      socket.send(JSON.stringify({ result: null, id: request.id }));
      subscribed.add(socket);
    });
    socket.on('close', () => subscribed.delete(socket));
    socket.on('error', () => subscribed.delete(socket));
  });

  const rest: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-binance');
    if (url.pathname !== '/api/v3/klines') {
      response.writeHead(404).end();
      return;
    }
    const symbol = (url.searchParams.get('symbol') ?? '').replace(/USDT$/, '') as PairSymbol;
    const base = START_PRICES[symbol];
    const startTime = Number(url.searchParams.get('startTime') ?? 0);
    const rows: unknown[] = [];
    if (base !== undefined) {
      const now = Date.now();
      const current = now - (now % MINUTE_MS);
      const closeAt = (start: number) => base * (1 + Math.sin(start / (7 * MINUTE_MS)) * 0.002);
      for (let start = current - 120 * MINUTE_MS; start < current; start += MINUTE_MS) {
        if (start < startTime) continue;
        const open = closeAt(start - MINUTE_MS);
        const close = closeAt(start);
        rows.push([
          start,
          decimal(open),
          decimal(Math.max(open, close) * 1.0005),
          decimal(Math.min(open, close) * 0.9995),
          decimal(close),
          '3.2',
          start + MINUTE_MS - 1,
        ]);
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => rest.listen(0, '127.0.0.1', resolve));

  const frames = (symbol: PairSymbol, price: number, now: number): string[] => {
    const stream = `${symbol.toLowerCase()}usdt`;
    const minute = now - (now % MINUTE_MS);
    const base = START_PRICES[symbol];
    return [
      JSON.stringify({
        stream: `${stream}@miniTicker`,
        data: {
          e: '24hrMiniTicker',
          E: now,
          s: `${symbol}USDT`,
          c: decimal(price),
          o: decimal(base),
          h: decimal(Math.max(price, base) * 1.01),
          l: decimal(Math.min(price, base) * 0.99),
          v: '12345.678',
          q: '1198000000.00',
        },
      }),
      JSON.stringify({
        stream: `${stream}@kline_1m`,
        data: {
          e: 'kline',
          E: now,
          s: `${symbol}USDT`,
          k: {
            t: minute,
            T: minute + MINUTE_MS - 1,
            s: `${symbol}USDT`,
            i: '1m',
            o: decimal(base),
            c: decimal(price),
            h: decimal(Math.max(price, base)),
            l: decimal(Math.min(price, base)),
            v: '4.5',
            x: false,
          },
        },
      }),
    ];
  };

  const feed: FakeBinance = {
    wsUrl: `ws://127.0.0.1:${(streams.address() as AddressInfo).port}/stream`,
    restUrl: `http://127.0.0.1:${(rest.address() as AddressInfo).port}`,
    playing: options.playing,
    price: (symbol) => prices.get(symbol) ?? START_PRICES[symbol],
    async stop() {
      clearInterval(timer);
      for (const client of streams.clients) client.terminate();
      await new Promise<void>((resolve) => streams.close(() => resolve()));
      rest.closeAllConnections();
      await new Promise<void>((resolve) => rest.close(() => resolve()));
    },
  };

  const timer = setInterval(() => {
    if (!feed.playing) return;
    const now = Date.now();
    for (const symbol of PAIRS) {
      // A walk of up to 0.1% a tick, pulled back towards the start so it never wanders off.
      const base = START_PRICES[symbol];
      const current = prices.get(symbol) ?? base;
      const pull = (base - current) * 0.02;
      const next = current + pull + (Math.random() - 0.5) * 0.002 * current;
      prices.set(symbol, next);
      for (const socket of subscribed)
        for (const frame of frames(symbol, next, now)) socket.send(frame);
    }
  }, TICK_MS);
  return feed;
}

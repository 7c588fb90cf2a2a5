import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { openPage } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useServer } from '../src/suite.ts';

const STALE = 'Price is stale: orders are paused until the feed catches up';
const NO_PRICE = 'Waiting for the first price: orders open once it arrives';
const MINUTE_MS = 60_000;

/**
 * Stands in for Binance: the combined stream (ws://…/stream, answering the SUBSCRIBE request)
 * plays BTCUSDT mini tickers and one-minute klines stamped now, twice a second while `playing`;
 * GET /api/v3/klines answers two hours of closed BTCUSDT minutes for the backfill.
 */
function binancePlayback() {
  const subscribed = new Set<WebSocket>();
  let streams: WebSocketServer | undefined;
  let rest: Server | undefined;
  let timer: NodeJS.Timeout | undefined;
  let price = 97_000;
  const state = { playing: false, wsUrl: '', restUrl: '' };

  const fixed = (value: number) => value.toFixed(2);
  const frames = (now: number): string[] => [
    JSON.stringify({
      stream: 'btcusdt@miniTicker',
      data: {
        e: '24hrMiniTicker',
        E: now,
        s: 'BTCUSDT',
        c: fixed(price),
        o: '96000.00',
        h: fixed(Math.max(price, 98_000)),
        l: fixed(Math.min(price, 95_500)),
        v: '12345.678',
        q: '1198000000.00',
      },
    }),
    JSON.stringify({
      stream: 'btcusdt@kline_1m',
      data: {
        e: 'kline',
        E: now,
        s: 'BTCUSDT',
        k: {
          t: now - (now % MINUTE_MS),
          T: now - (now % MINUTE_MS) + MINUTE_MS - 1,
          s: 'BTCUSDT',
          i: '1m',
          o: '97000.00',
          c: fixed(price),
          h: fixed(Math.max(price, 97_000)),
          l: fixed(Math.min(price, 97_000)),
          v: '4.5',
          x: false,
        },
      },
    }),
  ];

  /** A gentle wave around 97,000 for the backfilled minutes. */
  const closeAt = (start: number) => 97_000 + Math.sin(start / (7 * MINUTE_MS)) * 150;

  /** Closed minutes of the last two hours from `startTime`, as [open time, o, h, l, c, v, close time]. */
  const klines = (symbol: string, startTime: number): unknown[] => {
    if (symbol !== 'BTCUSDT') return [];
    const now = Date.now();
    const current = now - (now % MINUTE_MS);
    const rows: unknown[] = [];
    for (let start = current - 120 * MINUTE_MS; start < current; start += MINUTE_MS) {
      if (start < startTime) continue;
      const open = closeAt(start - MINUTE_MS);
      const close = closeAt(start);
      rows.push([
        start,
        fixed(open),
        fixed(Math.max(open, close) + 15),
        fixed(Math.min(open, close) - 15),
        fixed(close),
        '3.2',
        start + MINUTE_MS - 1,
      ]);
    }
    return rows;
  };

  return {
    state,
    async start(): Promise<void> {
      streams = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      await new Promise<void>((resolve) => streams?.once('listening', resolve));
      streams.on('connection', (socket) => {
        socket.on('message', (data) => {
          const request = JSON.parse(data.toString()) as { method: string; id: number };
          if (request.method !== 'SUBSCRIBE') return;
          socket.send(JSON.stringify({ result: null, id: request.id }));
          subscribed.add(socket);
        });
        socket.on('close', () => subscribed.delete(socket));
      });
      state.wsUrl = `ws://127.0.0.1:${(streams.address() as AddressInfo).port}/stream`;

      rest = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://playback');
        if (url.pathname !== '/api/v3/klines') {
          response.writeHead(404).end();
          return;
        }
        const rows = klines(
          url.searchParams.get('symbol') ?? '',
          Number(url.searchParams.get('startTime') ?? 0),
        );
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rows));
      });
      await new Promise<void>((resolve) => rest?.listen(0, '127.0.0.1', resolve));
      state.restUrl = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`;

      timer = setInterval(() => {
        if (!state.playing) return;
        price += Math.round((Math.random() - 0.5) * 2000) / 100;
        for (const socket of subscribed) for (const frame of frames(Date.now())) socket.send(frame);
      }, 500);
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      for (const client of streams?.clients ?? []) client.terminate();
      await new Promise<void>((resolve) => (streams ? streams.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => (rest ? rest.close(() => resolve()) : resolve()));
    },
  };
}

const playback = binancePlayback();
// Filled in by the hook below, which runs before useServer's: the server starts with the
// playback's addresses.
const env: Record<string, string> = { MARKET_FEED: 'binance', MARKET_STALE_SECONDS: '2' };
beforeAll(async () => {
  await playback.start();
  env.BINANCE_WS_URL = playback.state.wsUrl;
  env.BINANCE_REST_URL = playback.state.restUrl;
});
afterAll(() => playback.stop());
const run = useServer(env);

const priceArea = (page: Page) => page.getByRole('region', { name: 'Price' });
const orderPanel = (page: Page) => page.getByRole('complementary', { name: 'Order' });
const buyButton = (page: Page) => page.getByRole('button', { name: 'Buy BTC', exact: true });
const stakeField = (page: Page) => page.getByRole('textbox', { name: /^Stake \(USD\)/ });

describe('a stale price on the trade screen', () => {
  test('orders pause while the live feed is silent and resume by themselves when it plays again', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);

    // No price has come yet: nothing to trade at.
    await page.goto('/trade/BTC/bitcoin');
    await orderPanel(page).getByText(NO_PRICE).waitFor();
    expect(await buyButton(page).isDisabled()).toBe(true);

    // The feed plays: the price shows and Buy opens.
    playback.state.playing = true;
    await priceArea(page).getByTestId('pair-price').waitFor();
    await expect.poll(() => buyButton(page).isEnabled()).toBe(true);
    expect(await priceArea(page).getByRole('status').innerText()).toBe('');
    expect(await orderPanel(page).getByText(NO_PRICE).count()).toBe(0);

    // A confirmation is open when the feed falls silent: it says why and cannot send.
    await stakeField(page).fill('100.00');
    await buyButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Buy BTC/USDT' });
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Confirm Buy' }).isEnabled()).toBe(true);
    playback.state.playing = false;
    await expect.poll(() => confirm.getByRole('alert').innerText()).toBe(STALE);
    expect(await confirm.getByRole('button', { name: 'Confirm Buy' }).isDisabled()).toBe(true);
    await confirm.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);

    // The price area says so, and Buy is disabled with the reason beside it.
    await expect.poll(() => priceArea(page).getByRole('status').innerText()).toBe(STALE);
    expect(await buyButton(page).isDisabled()).toBe(true);
    await orderPanel(page).getByText(STALE).waitFor();

    await checkScreen(page, 'trade-stale', async () => {
      await priceArea(page).getByRole('status').getByText(STALE).waitFor();
      await orderPanel(page).getByText(STALE).waitFor();
      await page.getByTestId('candle-chart').locator('canvas').first().waitFor();
    });

    // The feed catches up: the warning goes and Buy opens again, with no reload.
    playback.state.playing = true;
    await expect.poll(() => priceArea(page).getByRole('status').innerText()).toBe('');
    await expect.poll(() => buyButton(page).isEnabled()).toBe(true);
    expect(await orderPanel(page).getByText(STALE).count()).toBe(0);

    // And an order goes through.
    await stakeField(page).fill('100.00');
    await buyButton(page).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirm Buy' }).click();
    await page.getByTestId('order-opened').waitFor();
  });
});

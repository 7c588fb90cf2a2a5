import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  drawPagesInBrowser,
  markLoadedPage,
  openPage,
  PHONE,
  waitForTakeOver,
} from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';
import { tradeScreenPriced } from '../src/trading.ts';

const run = useSharedServer();

async function signedInPage(viewport?: typeof PHONE): Promise<Page> {
  const { page } = await openPage(run.browser, run.server.baseUrl, viewport);
  await registerVerified(page, run.server);
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const chartOf = (page: Page, pair: string) =>
  page.getByRole('region', { name: `${pair}/USDT chart`, exact: true });
const summary = (page: Page) => page.getByTestId('candle-summary');
const price = (page: Page) => page.getByTestId('pair-price');

/** The chart's main drawing (its largest canvas) as an image, to tell it drew and that it moved. */
const drawing = (chart: Locator) =>
  chart.locator('canvas').evaluateAll((canvases) => {
    const area = (canvas: HTMLCanvasElement) => canvas.width * canvas.height;
    const main = (canvases as HTMLCanvasElement[]).sort((a, b) => area(b) - area(a))[0];
    return main && area(main) > 0 ? main.toDataURL() : '';
  });

/** Whether the chart's main canvas has anything drawn on it. */
const hasInk = (chart: Locator) =>
  chart.locator('canvas').evaluateAll((canvases) =>
    (canvases as HTMLCanvasElement[]).some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) return true;
      return false;
    }),
  );

/** Every candles request the page makes, as "BTC 1m". */
function recordCandleRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /^\/api\/market\/candles\/(\w+)$/.exec(url.pathname);
    if (match) requests.push(`${match[1]} ${url.searchParams.get('interval')}`);
  });
  return requests;
}

const SUMMARY =
  /^Latest (1m|5m|15m|1h) candle, from \d\d:\d\d: open [\d,]+\.\d+, high [\d,]+\.\d+, low [\d,]+\.\d+, close [\d,]+\.\d+\.$/;

describe('the trade screen', () => {
  test('draws the live chart, re-reads it at another interval and switches pairs without a reload', async () => {
    const page = await signedInPage();
    const requests = recordCandleRequests(page);
    await page.goto('/trade/BTC/bitcoin');
    await page.getByRole('heading', { level: 1, name: 'Trade', exact: true }).waitFor();
    await page.getByText('BTC/USDT · bitcoin', { exact: true }).waitFor();
    const stillTheSamePage = await markLoadedPage(page);

    // The candles are drawn, and the chart is described in words for screen readers.
    const chart = chartOf(page, 'BTC');
    await chart.locator('canvas').first().waitFor();
    await expect.poll(() => hasInk(chart)).toBe(true);
    expect(await summary(page).innerText()).toMatch(SUMMARY);
    expect(await chart.getAttribute('aria-describedby')).toBe(
      await summary(page).getAttribute('id'),
    );
    // (A candle opening while the test runs reads the history again, for its volume.)
    expect(new Set(requests)).toEqual(new Set(['BTC 1m']));

    // The price, its 24 h figures and the forming candle move with the WebSocket's ticks.
    const firstPrice = await price(page).innerText();
    expect(firstPrice).toMatch(/^[\d,]+\.\d+$/);
    expect(await page.getByTestId('pair-change').innerText()).toMatch(
      /^([+\u2212]\d+\.\d{2}|0\.00)%$/,
    );
    for (const label of ['24h high', '24h low', '24h volume (BTC)']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    const firstDrawing = await drawing(chart);
    await expect.poll(() => price(page).innerText(), { timeout: 8_000 }).not.toBe(firstPrice);
    await expect.poll(() => drawing(chart), { timeout: 8_000 }).not.toBe(firstDrawing);
    // The latest candle closes at the price shown above it.
    await expect
      .poll(async () => {
        const [text, shown] = [await summary(page).innerText(), await price(page).innerText()];
        return text.endsWith(`close ${shown}.`);
      })
      .toBe(true);

    // Another interval reads its history again; the buttons are a toggle group.
    const intervals = page.getByRole('group', { name: 'Candle interval' });
    expect(
      await intervals.getByRole('button', { name: '1m', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await intervals.getByRole('button', { name: '5m', exact: true }).click();
    await expect.poll(() => requests.at(-1)).toBe('BTC 5m');
    await expect.poll(() => summary(page).innerText()).toMatch(/^Latest 5m candle/);
    expect(
      await intervals.getByRole('button', { name: '5m', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => hasInk(chart)).toBe(true);

    // ...and by keyboard.
    await intervals.getByRole('button', { name: '5m', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => requests.at(-1)).toBe('BTC 15m');
    await expect.poll(() => summary(page).innerText()).toMatch(/^Latest 15m candle/);

    // The pair selector goes to the pair's own address, keeping the interval.
    await page.getByRole('combobox', { name: 'Pair' }).click();
    await page.getByRole('option', { name: 'ETH/USDT · Ethereum' }).click();
    await expect.poll(() => pathname(page)).toBe('/trade/ETH/ethereum');
    await page.getByText('ETH/USDT · ethereum', { exact: true }).waitFor();
    const ethChart = chartOf(page, 'ETH');
    await expect.poll(() => hasInk(ethChart)).toBe(true);
    await expect.poll(() => requests.at(-1)).toBe('ETH 15m');
    await expect.poll(() => summary(page).innerText()).toMatch(SUMMARY);
    expect(await stillTheSamePage()).toBe(true);
  });

  test('opens the next candle live when its minute begins, from the socket alone', async () => {
    const page = await signedInPage();
    const requests = recordCandleRequests(page);
    await page.goto('/trade/BTC/bitcoin');
    await expect.poll(() => summary(page).innerText()).toMatch(SUMMARY);
    // The browser reads the history it was drawn with once more as it takes the page over.
    await waitForTakeOver(page);
    await expect.poll(() => requests.length).toBe(1);
    const stillTheSamePage = await markLoadedPage(page);
    const candleStart = async () => /from (\d\d:\d\d)/.exec(await summary(page).innerText())?.[1];
    const first = await candleStart();
    const readsBefore = requests.length;

    // At most a minute: the forming candle's start moves on to the next minute. The server's
    // forming candle brings it, volume included: the history is not read again.
    await expect.poll(candleStart, { timeout: 70_000 }).not.toBe(first);
    expect(await summary(page).innerText()).toMatch(SUMMARY);
    expect(requests.length).toBe(readsBefore);
    expect(await stillTheSamePage()).toBe(true);
  }, 120_000);

  test("sends a wrong name to the pair's address and an unknown pair to the list of pairs", async () => {
    const page = await signedInPage();
    for (const [address, expected] of [
      ['/trade/BTC/ethereum', '/trade/BTC/bitcoin'],
      ['/trade/eth/ethereum', '/trade/ETH/ethereum'],
      ['/trade', '/trade/BTC/bitcoin'],
    ] as const) {
      await page.goto(address);
      await expect.poll(() => pathname(page), { message: address }).toBe(expected);
      await page.getByTestId('pair-price').waitFor();
    }

    await page.goto('/trade/XYZ/nothing');
    await page.getByText('No such pair', { exact: true }).waitFor();
    const pairs = page.getByRole('list', { name: 'Pairs' }).getByRole('link');
    expect(await pairs.count()).toBe(11);
    await checkScreen(page, 'trade-unknown-pair', () =>
      page.getByText('No such pair', { exact: true }).waitFor(),
    );
    await pairs.filter({ hasText: 'SOL/USDT' }).click();
    await expect.poll(() => pathname(page)).toBe('/trade/SOL/solana');
    await expect.poll(() => hasInk(chartOf(page, 'SOL'))).toBe(true);
  });

  test('says when the chart cannot be loaded, and Retry draws it', async () => {
    const page = await signedInPage();
    const candles = /\/api\/market\/candles\//;
    await page.route(candles, (route) => route.abort('failed'));
    await drawPagesInBrowser(page);
    await page.goto('/trade/BTC/bitcoin');
    await page.getByText('The chart could not be loaded.').waitFor({ timeout: 20_000 });
    // The live price does not depend on the history.
    await price(page).waitFor();

    await page.unroute(candles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => hasInk(chartOf(page, 'BTC'))).toBe(true);
  });

  test('fits a phone: the chart spans the screen and the orders come under it', async () => {
    const page = await signedInPage(PHONE);
    await page.goto('/trade/BTC/bitcoin');
    const chart = chartOf(page, 'BTC');
    await expect.poll(() => hasInk(chart)).toBe(true);
    const chartBox = await page.getByTestId('candle-chart').boundingBox();
    const ordersBox = await page.getByRole('complementary', { name: 'Order' }).boundingBox();
    expect(chartBox?.width).toBeGreaterThan(PHONE.width * 0.8);
    expect((chartBox?.x ?? 0) + (chartBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(ordersBox?.y).toBeGreaterThan((chartBox?.y ?? 0) + (chartBox?.height ?? 0));
    // No sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await checkScreen(page, 'trade', async () => {
      await expect.poll(() => hasInk(chartOf(page, 'BTC'))).toBe(true);
      await price(page).waitFor();
      await tradeScreenPriced(page, 'BTC');
    });
  });
});

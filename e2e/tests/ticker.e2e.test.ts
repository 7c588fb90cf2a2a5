import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { useSharedServer } from '../src/suite.ts';

const run = useSharedServer();

const PAIRS = [
  ['BTC', 'bitcoin'],
  ['ETH', 'ethereum'],
  ['SOL', 'solana'],
  ['LINK', 'chainlink'],
  ['XRP', 'ripple'],
  ['ADA', 'cardano'],
  ['AVAX', 'avalanche'],
  ['MATIC', 'polygon'],
  ['BNB', 'bnb'],
  ['DOGE', 'dogecoin'],
  ['FTM', 'fantom'],
] as const;

const strip = (page: Page) => page.getByRole('region', { name: 'Market prices' });
const track = (page: Page) => strip(page).locator('[data-track]');
const animation = (page: Page) =>
  track(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, state: style.animationPlayState };
  });

async function signedInPage(): Promise<Page> {
  const { page } = await openPage(run.browser, run.server.baseUrl);
  await registerVerified(page, run.server);
  return page;
}

describe('the ticker strip', () => {
  test('lists the 11 pairs against USDT with a signed 24 h change, linking to their trade screen', async () => {
    const page = await signedInPage();
    const links = strip(page).getByRole('link');
    await expect.poll(() => links.count()).toBe(PAIRS.length);

    for (const [index, [symbol, name]] of PAIRS.entries()) {
      const link = links.nth(index);
      const text = await link.innerText();
      // "BTC/USDT 94,123.45 +1.25%": the sign tells the direction without the colour.
      expect(text.replace(/\s+/g, ' ')).toMatch(
        new RegExp(`^${symbol}/USDT [\\d,]+(\\.\\d+)? ([+\u2212]\\d+\\.\\d{2}|0\\.00)%$`),
      );
      expect(await link.getAttribute('href')).toBe(`/trade/${symbol}/${name}`);
    }

    // Under the pointer the strip stops, so the link holds still to be clicked.
    await strip(page).hover();
    await links.filter({ hasText: 'ETH/USDT' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/trade/ETH/ethereum');
    await page.getByText('ETH/USDT · ethereum', { exact: true }).waitFor();
  });

  test('prices move live', async () => {
    const page = await signedInPage();
    const prices = () =>
      strip(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.textContent).join('|'));
    await expect.poll(() => strip(page).getByRole('link').count()).toBe(PAIRS.length);
    const first = await prices();
    await expect.poll(prices, { timeout: 8_000 }).not.toBe(first);
  });

  test('scrolls, pausing under the pointer and on keyboard focus', async () => {
    const page = await signedInPage();
    await track(page).waitFor();
    const { name } = await animation(page);
    expect(name).not.toBe('none');
    expect((await animation(page)).state).toBe('running');

    // The strip holds two copies for a seamless loop; only one is read out or reached by Tab.
    expect(await strip(page).getByRole('link').count()).toBe(PAIRS.length);
    expect(await strip(page).locator('a').count()).toBe(PAIRS.length * 2);
    expect(await strip(page).locator('[aria-hidden="true"] a[tabindex="-1"]').count()).toBe(
      PAIRS.length,
    );

    await strip(page).hover();
    await expect.poll(async () => (await animation(page)).state).toBe('paused');
    await page.mouse.move(5, 500);
    await expect.poll(async () => (await animation(page)).state).toBe('running');

    await strip(page).getByRole('link').first().focus();
    await expect.poll(async () => (await animation(page)).state).toBe('paused');
  });

  test('stands still for people who ask for less motion', async () => {
    const page = await signedInPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await track(page).waitFor();
    expect((await animation(page)).name).toBe('none');
    // The copy made for the loop is not shown either.
    expect(await track(page).locator(':scope > [aria-hidden="true"]').isVisible()).toBe(false);
  });

  test('follows the theme', async () => {
    const page = await signedInPage();
    const background = () =>
      strip(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(background).not.toBe(dark);
    expect(await background()).toBe('rgb(255, 255, 255)');
  });
});

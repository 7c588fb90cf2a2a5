import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { nextTakeProfitPlan } from '../src/market.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';
import {
  becomeRealTrader,
  cents,
  closedRows,
  closeFirstOpenPosition,
  openRows,
  tradeScreenPriced,
} from '../src/trading.ts';

const run = useSharedServer();

const balance = (page: Page) => page.getByTestId('trading-balance');
const stakeField = (page: Page) => page.getByRole('textbox', { name: /^Stake \(USD\)/ });

/** "97012.30" -> "97,012.30", as the screens write a price (grouped, with the pair's decimals). */
function grouped(price: string): string {
  const [whole = '', fraction] = price.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

describe('trading on the demo account', () => {
  test('a Free user buys, watches the profit or loss move, closes, and finds it in the history', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);

    // The trade screen: Free, the demo balance, the order panel.
    await page.goto('/trade/BTC/bitcoin');
    const panel = page.getByRole('complementary', { name: 'Order' });
    await expect.poll(() => panel.getByTestId('trading-mode').innerText()).toBe('Free');
    await expect.poll(() => balance(page).innerText()).toBe('10,000.00 USD');
    await expect.poll(() => page.getByTestId('pair-price').isVisible()).toBe(true);

    // A stake above the balance and a take-profit on the wrong side are refused as typed.
    await stakeField(page).fill('20000');
    await page.getByText('That is more than your trading balance (10,000.00 USD)').waitFor();
    await page.getByRole('textbox', { name: 'Take-profit (optional)' }).fill('1');
    await page.getByText("A Buy's take-profit must be above the current price").waitFor();
    await page.getByRole('textbox', { name: 'Take-profit (optional)' }).fill('');

    // Buy 100.00: the fee shows before sending, then the confirmation says it all.
    await stakeField(page).fill('100.00');
    await expect.poll(() => page.getByTestId('order-fee').innerText()).toContain('0.10 USD');
    await page.getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Buy BTC/USDT' });
    await confirm.waitFor();
    const lines = await confirm.getByTestId('order-confirm-lines').innerText();
    expect(lines).toContain('100.00 USD');
    expect(lines).toContain('0.10 USD');
    expect(lines).toContain('Fills at the next price');
    await confirm.getByRole('button', { name: 'Confirm Buy' }).click();
    await page.getByTestId('order-opened').waitFor();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    // The stake and the opening fee left the demo account.
    await expect.poll(() => balance(page).innerText()).toBe('9,899.90 USD');

    await checkScreen(page, 'trade-order-panel', async () => {
      await expect.poll(() => balance(page).innerText()).toBe('9,899.90 USD');
      await page.getByTestId('candle-chart').locator('canvas').first().waitFor();
      await tradeScreenPriced(page, 'BTC');
    });

    // On Trade: the position with a live profit or loss that moves with the price.
    await page.getByRole('link', { name: 'On Trade' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/on-trade');
    await expect.poll(() => openRows(page).count()).toBe(1);
    const row = openRows(page).first();
    expect(await row.innerText()).toContain('BTC/USDT');
    expect(await row.innerText()).toContain('Buy');
    const firstResult = await row.getByTestId('live-result').innerText();
    expect(firstResult).toMatch(
      /^([+\u2212][\d,]+\.\d{2}|0\.00) USD \(([+\u2212]\d+\.\d{2}|0\.00)%\)$/,
    );
    const firstPrice = await row.getByTestId('live-price').innerText();
    await expect
      .poll(() => row.getByTestId('live-price').innerText(), { timeout: 15_000 })
      .not.toBe(firstPrice);
    await expect
      .poll(() => row.getByTestId('live-result').innerText(), { timeout: 60_000, interval: 500 })
      .not.toBe(firstResult);

    // Take-profit and stop-loss are edited in a dialog, checked against the side as typed.
    await row.getByRole('button', { name: /^Edit take-profit and stop-loss of POS-/ }).click();
    const levels = page.getByRole('dialog', { name: /^Take-profit and stop-loss of POS-/ });
    await levels.getByRole('textbox', { name: 'Take-profit' }).fill('1');
    await levels.getByText("A Buy's take-profit must be above the current price").waitFor();
    await levels.getByRole('textbox', { name: 'Take-profit' }).fill('1000000');
    await levels.getByRole('textbox', { name: 'Stop-loss' }).fill('1000');
    await levels.getByRole('button', { name: 'Save levels' }).click();
    await expect.poll(() => levels.isVisible()).toBe(false);
    await expect.poll(() => openRows(page).first().innerText()).toContain('1,000,000');

    await checkScreen(page, 'on-trade', async () => {
      await openRows(page).first().getByTestId('live-result').waitFor();
    });

    // Close it, after the confirmation.
    await closeFirstOpenPosition(page);
    await page.getByText('You have no open Free positions.').waitFor();

    // History Trade: closed by hand; the net result is the payout less the stake and the
    // opening fee.
    await page.goto('/history-trade');
    await expect.poll(() => closedRows(page).count()).toBe(1);
    const closed = closedRows(page).first();
    expect(await closed.getByTestId('close-reason').innerText()).toBe('Manual');
    const net = cents(await closed.getByTestId('position-net').innerText());
    const payout = cents(await closed.getByTestId('position-payout').innerText());
    expect(payout).toBe(10_000n + 10n + net);
    expect(await closed.getByTestId('position-fees').innerText()).toBe('0.20'); // both fees

    await checkScreen(page, 'history-trade', async () => {
      await closedRows(page).first().waitFor();
    });

    // The demo balance moved by the result minus both fees: 9,899.90 + the payout.
    await page.goto('/trade/BTC/bitcoin');
    await expect.poll(() => balance(page).innerText()).toMatch(/ USD$/);
    expect(cents(await balance(page).innerText())).toBe(989_990n + payout);
    expect(cents(await balance(page).innerText())).toBe(1_000_000n + net);

    // Free: the demo balance can be reset once a day, after a confirmation.
    const reset = page.getByRole('button', { name: 'Reset demo balance' });
    await reset.click();
    const resetDialog = page.getByRole('dialog', { name: 'Reset the demo balance?' });
    await resetDialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect.poll(() => balance(page).innerText()).toBe('10,000.00 USD');
    await expect.poll(() => reset.isDisabled()).toBe(true);
    await page.getByText('Already reset today', { exact: false }).waitFor();
  });

  test('a take-profit near the price closes the position by itself, and the demo balance gains', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/trade/BTC/bitcoin');
    const panel = page.getByRole('complementary', { name: 'Order' });
    await expect.poll(() => panel.getByTestId('trading-mode').innerText()).toBe('Free');
    await expect.poll(() => balance(page).innerText()).toBe('10,000.00 USD');
    await expect.poll(() => page.getByTestId('pair-price').isVisible()).toBe(true);
    await stakeField(page).fill('5000.00');
    await expect.poll(() => page.getByTestId('order-fee').innerText()).toContain('5.00 USD');

    // The e2e market is the simulated feed, a pure function of the second: a level beyond every
    // price of the next 9 s (the order, its fill and the screens) that the price reaches after.
    const { side, level, reachedAt } = await nextTakeProfitPlan('BTC');
    const sideLabel = side === 'buy' ? 'Buy' : 'Sell';
    await panel.getByRole('button', { name: sideLabel, exact: true }).click();
    await page.getByRole('textbox', { name: 'Take-profit (optional)' }).fill(level);
    await page.getByRole('button', { name: `${sideLabel} BTC`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Confirm ${sideLabel} BTC/USDT` });
    expect(await confirm.getByTestId('order-confirm-lines').innerText()).toContain(grouped(level));
    await confirm.getByRole('button', { name: `Confirm ${sideLabel}` }).click();
    await page.getByTestId('order-opened').waitFor();
    await expect.poll(() => balance(page).innerText()).toBe('4,995.00 USD');

    // On Trade shows it open, with its take-profit, before the price gets there...
    await page.getByRole('link', { name: 'On Trade' }).first().click();
    await expect.poll(() => openRows(page).count()).toBe(1);
    const row = await openRows(page).first().innerText();
    expect(row).toContain(sideLabel);
    expect(row).toContain(`TP ${grouped(level)}`);

    // ...and, with nobody touching anything, the trigger engine closes it once the price does.
    await expect
      .poll(() => openRows(page).count(), { timeout: reachedAt * 1000 - Date.now() + 20_000 })
      .toBe(0);
    await page.getByText('You have no open Free positions.').waitFor();

    // History Trade: closed on the take-profit; the net result is what came back less the stake
    // and the opening fee, the two fees of 5.00 beside it.
    await page.goto('/history-trade');
    await expect.poll(() => closedRows(page).count()).toBe(1);
    const closed = closedRows(page).first();
    expect(await closed.getByTestId('close-reason').innerText()).toBe('Take-profit');
    expect(await closed.getByTestId('position-fees').innerText()).toBe('10.00');
    const net = cents(await closed.getByTestId('position-net').innerText());
    const payout = cents(await closed.getByTestId('position-payout').innerText());
    expect(payout).toBe(500_000n + 500n + net);

    // The demo balance got the payout back: up or down by the net result.
    await page.goto('/trade/BTC/bitcoin');
    await expect.poll(() => balance(page).innerText()).toMatch(/ USD$/);
    expect(cents(await balance(page).innerText())).toBe(499_500n + payout);
    expect(cents(await balance(page).innerText())).toBe(1_000_000n + net);
  }, 150_000);

  test('a Real trader trades the wallet: the stake and fees leave it, the payout returns', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    // Approved KYC, Real trading and 1,000.00 in the wallet, set up by staff through the API.
    await becomeRealTrader(page, run.admin, '1000.00');

    // The trade screen says Real and trades the wallet; the header says so too.
    await page.goto('/trade/BTC/bitcoin');
    const panel = page.getByRole('complementary', { name: 'Order' });
    await expect.poll(() => panel.getByTestId('trading-mode').innerText()).toBe('Real');
    await panel.getByText('Paid from: Wallet (Real mode)', { exact: true }).waitFor();
    await expect.poll(() => balance(page).innerText()).toBe('1,000.00 USD');
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('1,000.00 USD');
    await page.getByTestId('header-trading-mode').getByText('Real', { exact: true }).waitFor();
    expect(await page.getByTestId('header-demo-balance').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset demo balance' }).count()).toBe(0);

    // Buy 250.00 from the wallet: the stake and the 0.25 fee leave it.
    await stakeField(page).fill('250.00');
    await expect.poll(() => page.getByTestId('order-fee').innerText()).toContain('0.25 USD');
    await page.getByRole('button', { name: 'Buy BTC', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Buy BTC/USDT' });
    expect(await confirm.innerText()).toContain('from your wallet (Real mode)');
    await confirm.getByRole('button', { name: 'Confirm Buy' }).click();
    await page.getByTestId('order-opened').waitFor();
    await expect.poll(() => balance(page).innerText()).toBe('749.75 USD');
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('749.75 USD');

    // Closed from On Trade, after the confirmation.
    await page.getByRole('link', { name: 'On Trade' }).first().click();
    await expect.poll(() => openRows(page).count()).toBe(1);
    await closeFirstOpenPosition(page);
    await page.getByText('You have no open Real positions.').waitFor();

    // The history row: what came back to the wallet is the stake, the opening fee and the net.
    await page.goto('/history-trade');
    await expect.poll(() => closedRows(page).count()).toBe(1);
    const closed = closedRows(page).first();
    expect(await closed.getByTestId('close-reason').innerText()).toBe('Manual');
    const net = cents(await closed.getByTestId('position-net').innerText());
    const payout = cents(await closed.getByTestId('position-payout').innerText());
    expect(payout).toBe(25_000n + 25n + net);
    expect(await closed.getByTestId('position-fees').innerText()).toBe('0.50'); // both fees
    // The wallet: 1,000.00 + the net result, on the trade screen and in the header.
    const wallet = 100_000n + net;
    await expect
      .poll(async () => cents(await page.getByTestId('header-balance').innerText()))
      .toBe(wallet);
    await page.goto('/trade/BTC/bitcoin');
    await expect.poll(() => panel.getByTestId('trading-mode').innerText()).toBe('Real');
    await expect.poll(() => balance(page).innerText()).toMatch(/ USD$/);
    expect(cents(await balance(page).innerText())).toBe(wallet);
    expect(cents(await balance(page).innerText())).toBe(74_975n + payout);
  });

  test('an empty On Trade and History Trade say so and link to the trade screen', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/on-trade');
    await page.getByText('You have no open Free positions.').waitFor();
    await page.getByRole('link', { name: 'Trade BTC/USDT' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/trade/BTC/bitcoin');
    await page.goto('/history-trade');
    await page.getByText('You have no closed positions yet.').waitFor();
  });
});

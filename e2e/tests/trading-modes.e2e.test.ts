import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, downloadedBytes, openPage, PHONE } from '../src/browser.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';
import {
  becomeRealTrader,
  cents,
  closedRows,
  closeFirstOpenPosition,
  openRows,
} from '../src/trading.ts';

const run = useSharedServer();

/** Buys or sells BTC from the order panel, through its confirmation. */
async function order(page: Page, side: 'Buy' | 'Sell', stake: string): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Order' });
  await panel.getByRole('button', { name: side, exact: true }).click();
  await panel.getByRole('textbox', { name: /^Stake \(USD\)/ }).fill(stake);
  await panel.getByRole('button', { name: `${side} BTC`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm ${side} BTC/USDT` });
  await confirm.getByRole('button', { name: `Confirm ${side}` }).click();
  await panel.getByTestId('order-opened').waitFor();
}

const modeOf = (row: Locator) => row.getByTestId('position-mode').innerText();
const colorOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);

describe('which money a trade uses', () => {
  test('a Free position and a Real one are told apart, with their net results after fees', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);

    // Free mode: the header shows the demo balance beside the Free chip, the wallet beside it.
    await page.goto('/trade/BTC/bitcoin');
    const panel = page.getByRole('complementary', { name: 'Order' });
    const header = page.getByRole('banner');
    await expect
      .poll(() => page.getByTestId('header-demo-balance').innerText())
      .toBe('10,000.00 USD');
    expect(await page.getByTestId('header-trading-mode').innerText()).toBe('Free');
    expect(await header.getByText('Demo balance', { exact: true }).isVisible()).toBe(true);
    // The wide header's label (a phone's, hidden here, comes after it).
    expect(await header.getByText('Wallet', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByTestId('header-balance').innerText()).toBe('0.00 USD');
    await expect
      .poll(() => panel.getByTestId('paid-from').innerText())
      .toBe('Paid from: Demo balance (Free mode)');
    // On a phone the header says it too, in fewer words.
    await page.setViewportSize(PHONE);
    await header.getByText('Demo', { exact: true }).waitFor();
    expect(await page.getByTestId('header-demo-balance').isVisible()).toBe(true);
    expect(await page.getByTestId('header-trading-mode').isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);

    // Buy 1,000.00 from the demo balance; the header's demo balance follows.
    await expect.poll(() => page.getByTestId('pair-price').isVisible()).toBe(true);
    await order(page, 'Buy', '1000.00');
    await expect
      .poll(() => page.getByTestId('header-demo-balance').innerText())
      .toBe('8,999.00 USD');

    // Staff approve the KYC and switch the person to Real; the wallet gets 500.00.
    await becomeRealTrader(page, run.admin, '500.00');

    // Real mode, on the open page without a reload: the wallet and the Real chip, no demo
    // balance; Sell 100.00 from the wallet.
    await expect
      .poll(() => panel.getByTestId('paid-from').innerText())
      .toBe('Paid from: Wallet (Real mode)');
    expect(await page.getByTestId('header-trading-mode').innerText()).toBe('Real');
    expect(await page.getByTestId('header-demo-balance').count()).toBe(0);
    await expect.poll(() => page.getByTestId('pair-price').isVisible()).toBe(true);
    await order(page, 'Sell', '100.00');
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toBe('399.90 USD');

    // The dashboard's card counts the current mode's position, and leads to its tab.
    await page.goto('/');
    const note = page.getByTestId('open-positions-note');
    await expect
      .poll(() => note.innerText())
      .toBe('Real mode: live profit/loss after fees of 1 open, 100.00 USD staked');
    await page
      .getByRole('region', { name: 'Open positions' })
      .getByRole('link', { name: 'View open positions' })
      .click();

    // On Trade opens on the current mode: the Real Sell alone, labelled, its net beside its fees.
    const tabs = page.getByRole('tablist', { name: 'Trading mode' });
    const realTab = tabs.getByRole('tab', { name: 'Real (current)' });
    await expect.poll(() => realTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => openRows(page).count()).toBe(1);
    expect(await modeOf(openRows(page).first())).toBe('Real');
    // On a phone each position is a card inside the page's margins: as far from the right edge
    // as from the left, its figure under the pair where both do not fit side by side.
    await page.setViewportSize(PHONE);
    await expect.poll(() => openRows(page).first().isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const card = await openRows(page).first().locator('.MuiPaper-root').boundingBox();
        return card ? Math.round(PHONE.width - (card.x + card.width) - card.x) : null;
      })
      .toBe(0);
    await page.setViewportSize(DESKTOP);
    expect(await openRows(page).first().innerText()).toContain('Sell');
    await expect
      .poll(() => openRows(page).first().getByTestId('live-fees').innerText())
      .toBe('after 0.20 USD fees');

    // The Free tab: the Buy paid from the demo balance, labelled Free.
    await tabs.getByRole('tab', { name: 'Free' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?mode=demo');
    await expect.poll(() => modeOf(openRows(page).first())).toBe('Free');
    expect(await openRows(page).count()).toBe(1);
    expect(await openRows(page).first().innerText()).toContain('Buy');
    expect(await page.getByTestId('mode-source').innerText()).toBe(
      'Free positions are paid from the demo balance, not real money. You trade in Real mode now.',
    );
    await expect
      .poll(() => openRows(page).first().getByTestId('live-fees').innerText())
      .toBe('after 2.00 USD fees');
    await checkScreen(page, 'on-trade-modes', async () => {
      await openRows(page).first().getByTestId('live-result').waitFor();
    });

    // Close the Free Buy; it returns to the demo account, not the wallet.
    const number = await closeFirstOpenPosition(page);
    await page.getByText('You have no open Free positions.').waitFor();

    // History Trade: the Free close with its mode, its fees and its net after them, coloured
    // by the net (the Buy beside it is green, the colour of a gain).
    await page.goto('/history-trade');
    await expect.poll(() => closedRows(page).count()).toBe(1);
    const closed = closedRows(page).first();
    expect(await modeOf(closed)).toBe('Free');
    expect(await closed.getByTestId('position-fees').innerText()).toBe('2.00');
    const net = cents(await closed.getByTestId('position-net').innerText());
    const payout = cents(await closed.getByTestId('position-payout').innerText());
    expect(net).toBe(payout - 1_000_00n - 1_00n);
    const gainColor = await colorOf(closed.getByText('Buy', { exact: true }));
    expect((await colorOf(closed.getByTestId('position-net'))) === gainColor).toBe(net > 0n);

    // The mode filter asks the server for one mode's positions.
    const modeFilter = page.getByRole('combobox', { name: 'Mode' });
    await modeFilter.click();
    await page.getByRole('option', { name: 'Real', exact: true }).click();
    await page.getByText('No closed positions match these filters.').waitFor();
    await modeFilter.click();
    await page.getByRole('option', { name: 'Free', exact: true }).click();
    await expect.poll(() => closedRows(page).count()).toBe(1);

    // The CSV says the mode, the result before fees, the fees and the net.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const [heading, line] = (await downloadedBytes(download)).toString('utf8').split('\n');
    expect(heading).toBe(
      'Number,Mode,Pair,Side,Stake (USD),Entry,Exit,Opened,Closed,Reason,Result before fees (USD),Fees (USD),Net result (USD),Payout (USD)',
    );
    const cells = line?.split(',') ?? [];
    expect(cells.slice(0, 2)).toEqual([number, 'Free']);
    expect(cells[11]).toBe('2.00');
    expect(cents(cells[12] ?? '')).toBe(net);
    await checkScreen(page, 'history-trade-modes', async () => {
      await closedRows(page).first().waitFor();
    });

    // On a phone: the cards give each amount its currency, and the mode.
    await page.setViewportSize(PHONE);
    await page.goto('/history-trade');
    const card = closedRows(page).first();
    expect(await modeOf(card)).toBe('Free');
    expect(await card.getByTestId('position-net').innerText()).toMatch(/ USD$/);
    expect(await card.getByTestId('position-fees').innerText()).toBe('2.00 USD');
    expect(await card.getByTestId('position-payout').innerText()).toMatch(/ USD$/);
    await page.goto('/on-trade');
    await expect.poll(() => modeOf(openRows(page).first())).toBe('Real');
    await expect
      .poll(() => openRows(page).first().getByTestId('live-result').innerText())
      .toMatch(/ USD \(/);
    await page.goto('/wallet');
    await expect
      .poll(() => page.getByRole('list', { name: 'Wallet statement' }).innerText())
      .toContain('+500.00 USD');
  });
});

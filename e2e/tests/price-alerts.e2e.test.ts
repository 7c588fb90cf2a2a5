import { describe, expect, test } from 'vitest';
import { openPage } from '../src/browser.ts';
import { nextTakeProfitPlan } from '../src/market.ts';
import { registerVerified } from '../src/people.ts';
import { checkScreen } from '../src/screen-check.ts';
import { useSharedServer } from '../src/suite.ts';
import { tradeScreenPriced } from '../src/trading.ts';

const run = useSharedServer();

describe('Price alerts', () => {
  test('an alert set just beyond the price rings the bell by itself when the price gets there', async () => {
    const { page } = await openPage(run.browser, run.server.baseUrl);
    await registerVerified(page, run.server);
    await page.goto('/trade/BTC/bitcoin');
    const alerts = page.getByRole('region', { name: 'Price alerts' });
    await alerts.getByText('No alerts on BTC/USDT yet.').waitFor();

    // The wrong side of the price is refused, with the reason on the field.
    const price = alerts.getByRole('textbox', { name: /^Alert price \(USDT\)/ });
    await alerts.getByRole('button', { name: 'Above', exact: true }).click();
    await price.fill('1.00');
    await alerts.getByRole('button', { name: 'Set alert' }).click();
    await expect.poll(() => price.getAttribute('aria-invalid')).toBe('true');

    // The simulated feed is a pure function of the second: a level the price stays short of
    // while the alert is set, and reaches soon after.
    const { side, level, reachedAt } = await nextTakeProfitPlan('BTC', { quiet: 6 });
    const direction = side === 'buy' ? 'Above' : 'Below';
    await alerts.getByRole('button', { name: direction, exact: true }).click();
    await price.fill(level);
    await alerts.getByRole('button', { name: 'Once', exact: true }).click();
    await alerts.getByRole('button', { name: 'Set alert' }).click();
    await page.getByTestId('price-alert-set').waitFor();
    const row = alerts.getByTestId('price-alert-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Watching');

    // Nobody touches anything: the bell counts the notice, the alert shows fired.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect
      .poll(() => bell.getAttribute('aria-label'), {
        timeout: reachedAt * 1000 - Date.now() + 20_000,
      })
      .toBe('Notifications, 1 unread');
    await expect.poll(() => row.innerText()).toContain('Fired');
    await bell.click();
    const notice = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByTestId('notification-item');
    expect(await notice.innerText()).toMatch(/BTC\/USDT (rose above|fell below) [\d,.]+/);
    await page.keyboard.press('Escape');
    await checkScreen(page, 'price-alerts', async () => {
      await row.first().waitFor();
      await tradeScreenPriced(page, 'BTC');
    });

    // Removing it empties the list.
    await alerts.getByRole('button', { name: /^Remove alert / }).click();
    await alerts.getByText('No alerts on BTC/USDT yet.').waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import '../../i18n.ts';
import { activeMenuPosition, MENU, toggledGroup } from './menu-items.ts';

const t = i18n.getFixedT('en', 'shell');
const labels = MENU.map((entry) =>
  entry.kind === 'link'
    ? t(entry.labelKey)
    : `${t(entry.labelKey)}: ${entry.links.map((child) => t(child.labelKey)).join(', ')}`,
);

describe('the sidebar menu', () => {
  it("has the seed's entries, in its order and wording", () => {
    expect(labels).toEqual([
      'Dashboard',
      'Settings: Profile, Bank, Password',
      'Security',
      'KYC',
      'Investment',
      'Trade: Trade, On Trade, History Trade',
      'Funds: Bonus, Profit, Withdrawal Bonus, Withdrawal Profit',
      'Wallet: Balance, Add Balance, Withdrawal',
      'Network: Refferals',
    ]);
  });

  it('links every entry to its route', () => {
    const targets = MENU.flatMap((entry) =>
      entry.kind === 'link' ? [entry.to] : entry.links.map((child) => child.to),
    );
    expect(targets).toEqual([
      '/',
      '/profile',
      '/data-bank',
      '/change-password',
      '/security',
      '/kyc-user',
      '/investment',
      '/trade/BTC/bitcoin',
      '/on-trade',
      '/history-trade',
      '/funds-bonus',
      '/funds-profit',
      '/withdrawal-bonus',
      '/withdrawal-profit',
      '/wallet',
      '/add-balance',
      '/withdrawal',
      '/refferals',
    ]);
  });

  it('uses each key once', () => {
    const keys = MENU.flatMap((entry) =>
      entry.kind === 'link' ? [entry.key] : [entry.key, ...entry.links.map((child) => child.key)],
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('activeMenuPosition', () => {
  it('finds a top-level link with no group', () => {
    expect(activeMenuPosition('/')).toEqual({ linkKey: 'dashboard', groupKey: null });
    expect(activeMenuPosition('/kyc-user')).toEqual({ linkKey: 'kyc', groupKey: null });
  });

  it('finds a link inside its group', () => {
    expect(activeMenuPosition('/data-bank')).toEqual({ linkKey: 'bank', groupKey: 'settings' });
    expect(activeMenuPosition('/refferals')).toEqual({ linkKey: 'referrals', groupKey: 'network' });
  });

  it('highlights Trade for every pair, and nothing for a look-alike address', () => {
    expect(activeMenuPosition('/trade/ETH/ethereum')).toEqual({
      linkKey: 'trade-pair',
      groupKey: 'trade',
    });
    expect(activeMenuPosition('/trade')).toMatchObject({ linkKey: 'trade-pair' });
    expect(activeMenuPosition('/trade-history')).toEqual({ linkKey: null, groupKey: null });
  });

  it('keeps /withdrawal apart from /withdrawal-bonus', () => {
    expect(activeMenuPosition('/withdrawal')).toMatchObject({ linkKey: 'withdrawal' });
    expect(activeMenuPosition('/withdrawal-bonus')).toEqual({
      linkKey: 'withdrawal-bonus',
      groupKey: 'funds',
    });
  });

  it('counts the screens reached from a link as that link', () => {
    expect(activeMenuPosition('/update-profile')).toMatchObject({ linkKey: 'profile' });
    expect(activeMenuPosition('/add-investment/starter')).toMatchObject({
      linkKey: 'investment',
    });
    expect(activeMenuPosition('/invoice/42')).toMatchObject({ linkKey: 'investment' });
    expect(activeMenuPosition('/invoice-balance/7')).toMatchObject({ linkKey: 'add-balance' });
    expect(activeMenuPosition('/invoice-wd/7')).toMatchObject({ linkKey: 'withdrawal' });
  });

  it('finds nothing for an address outside the menu', () => {
    expect(activeMenuPosition('/nowhere')).toEqual({ linkKey: null, groupKey: null });
  });
});

describe('toggledGroup', () => {
  it('opens only the clicked group, and closes it on a second click', () => {
    expect(toggledGroup(null, 'funds')).toBe('funds');
    expect(toggledGroup('wallet', 'funds')).toBe('funds');
    expect(toggledGroup('funds', 'funds')).toBeNull();
  });
});

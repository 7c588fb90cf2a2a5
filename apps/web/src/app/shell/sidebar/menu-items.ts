import type { ParseKeys } from 'i18next';
import { defaultTradePath, paths } from '@/config/paths.ts';

/** The key of an entry's name in the shell's texts (src/locales/<language>/shell.json). */
export type MenuLabelKey = ParseKeys<'shell'>;

/** One link of the sidebar. */
export interface MenuLink {
  kind: 'link';
  /** Stable identity, also the key of its icon in menu-icons.tsx. */
  key: string;
  labelKey: MenuLabelKey;
  to: string;
  /**
   * The addresses the link stands for: each one itself and everything below it. The link is
   * highlighted on any of them (Add Balance on /invoice-balance/{id}, say).
   */
  matches: readonly string[];
}

/** A submenu that expands and collapses. */
export interface MenuGroup {
  kind: 'group';
  key: string;
  labelKey: MenuLabelKey;
  links: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

function link(
  key: string,
  labelKey: MenuLabelKey,
  to: string,
  matches: readonly string[] = [to],
): MenuLink {
  return { kind: 'link', key, labelKey, to, matches };
}

function group(key: string, labelKey: MenuLabelKey, links: readonly MenuLink[]): MenuGroup {
  return { kind: 'group', key, labelKey, links };
}

/** The seed's sidebar, in its order and wording (its names in shell.json's `menu`). */
export const MENU: readonly MenuEntry[] = [
  link('dashboard', 'menu.dashboard', paths.home),
  group('settings', 'menu.settings', [
    link('profile', 'menu.profile', paths.profile, [paths.profile, paths.updateProfile]),
    link('bank', 'menu.bank', paths.dataBank),
    link('password', 'menu.password', paths.changePassword),
  ]),
  link('security', 'menu.security', paths.security),
  link('kyc', 'menu.kyc', paths.kyc),
  link('investment', 'menu.investment', paths.investment, [
    paths.investment,
    paths.addInvestment,
    paths.investmentInvoices,
  ]),
  group('trade', 'menu.trade', [
    link('trade-pair', 'menu.tradePair', defaultTradePath, [paths.trade]),
    link('on-trade', 'menu.onTrade', paths.onTrade),
    link('history-trade', 'menu.historyTrade', paths.historyTrade),
  ]),
  group('funds', 'menu.funds', [
    link('funds-bonus', 'menu.fundsBonus', paths.fundsBonus),
    link('funds-profit', 'menu.fundsProfit', paths.fundsProfit),
    link('withdrawal-bonus', 'menu.withdrawalBonus', paths.withdrawalBonus),
    link('withdrawal-profit', 'menu.withdrawalProfit', paths.withdrawalProfit),
  ]),
  group('wallet', 'menu.wallet', [
    link('wallet-balance', 'menu.walletBalance', paths.wallet),
    link('add-balance', 'menu.addBalance', paths.addBalance, [
      paths.addBalance,
      paths.balanceInvoices,
    ]),
    link('withdrawal', 'menu.withdrawal', paths.withdrawal, [
      paths.withdrawal,
      paths.withdrawalInvoices,
    ]),
  ]),
  group('network', 'menu.network', [link('referrals', 'menu.referrals', paths.referrals)]),
];

/** '/trade' stands for /trade and /trade/BTC/bitcoin, but not for /trade-history. */
function coversPath(match: string, pathname: string): boolean {
  if (match === paths.home) return pathname === paths.home;
  return pathname === match || pathname.startsWith(`${match}/`);
}

export function isLinkActive(entry: MenuLink, pathname: string): boolean {
  return entry.matches.some((match) => coversPath(match, pathname));
}

/** Where the current address sits in the menu: its link, and the group holding that link. */
export function activeMenuPosition(
  pathname: string,
  menu: readonly MenuEntry[] = MENU,
): { linkKey: string | null; groupKey: string | null } {
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (isLinkActive(entry, pathname)) return { linkKey: entry.key, groupKey: null };
      continue;
    }
    const active = entry.links.find((child) => isLinkActive(child, pathname));
    if (active) return { linkKey: active.key, groupKey: entry.key };
  }
  return { linkKey: null, groupKey: null };
}

/** Clicking a group opens it alone, or closes it when it is the open one (seed section 4). */
export function toggledGroup(openGroup: string | null, clicked: string): string | null {
  return openGroup === clicked ? null : clicked;
}

import { defaultTradePath, paths } from '@/config/paths.ts';

/** One link of the sidebar. */
export interface MenuLink {
  kind: 'link';
  /** Stable identity, also the key of its icon in menu-icons.tsx. */
  key: string;
  label: string;
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
  label: string;
  links: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

function link(key: string, label: string, to: string, matches: readonly string[] = [to]): MenuLink {
  return { kind: 'link', key, label, to, matches };
}

function group(key: string, label: string, links: readonly MenuLink[]): MenuGroup {
  return { kind: 'group', key, label, links };
}

/** The seed's sidebar, in its order and wording. */
export const MENU: readonly MenuEntry[] = [
  link('dashboard', 'Dashboard', paths.home),
  group('settings', 'Settings', [
    link('profile', 'Profile', paths.profile, [paths.profile, paths.updateProfile]),
    link('bank', 'Bank', paths.dataBank),
    link('password', 'Password', paths.changePassword),
  ]),
  link('security', 'Security', paths.security),
  link('kyc', 'KYC', paths.kyc),
  link('investment', 'Investment', paths.investment, [
    paths.investment,
    paths.addInvestment,
    paths.investmentInvoices,
  ]),
  group('trade', 'Trade', [
    link('trade-pair', 'Trade', defaultTradePath, [paths.trade]),
    link('on-trade', 'On Trade', paths.onTrade),
    link('history-trade', 'History Trade', paths.historyTrade),
  ]),
  group('funds', 'Funds', [
    link('funds-bonus', 'Bonus', paths.fundsBonus),
    link('funds-profit', 'Profit', paths.fundsProfit),
    link('withdrawal-bonus', 'Withdrawal Bonus', paths.withdrawalBonus),
    link('withdrawal-profit', 'Withdrawal Profit', paths.withdrawalProfit),
  ]),
  group('wallet', 'Wallet', [
    link('wallet-balance', 'Balance', paths.wallet),
    link('add-balance', 'Add Balance', paths.addBalance, [paths.addBalance, paths.balanceInvoices]),
    link('withdrawal', 'Withdrawal', paths.withdrawal, [
      paths.withdrawal,
      paths.withdrawalInvoices,
    ]),
  ]),
  group('network', 'Network', [link('referrals', 'Refferals', paths.referrals)]),
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

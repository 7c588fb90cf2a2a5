import { matchPath } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Which illustration a screen shows (coming-soon.tsx). */
export type ComingSoonKey = 'referrals';

/** A signed-in screen whose feature comes in a later issue: what it will hold, in one sentence. */
export interface ComingSoonScreen {
  key: ComingSoonKey;
  pattern: string;
  title: string;
  /** A line under the title naming what the address points at (a pair). */
  subtitle?: (params: Readonly<Record<string, string | undefined>>) => string;
  description: string;
}

export const COMING_SOON_SCREENS: readonly ComingSoonScreen[] = [
  {
    key: 'referrals',
    pattern: paths.referrals,
    title: 'Referrals',
    description: 'Your referral link and the people who joined with it will be shown here.',
  },
];

/** The screen for an address, with its subtitle filled in; null for any other address. */
export function comingSoonScreenFor(
  pathname: string,
): { screen: ComingSoonScreen; subtitle: string | null } | null {
  for (const screen of COMING_SOON_SCREENS) {
    const match = matchPath(screen.pattern, pathname);
    if (match) return { screen, subtitle: screen.subtitle?.(match.params) ?? null };
  }
  return null;
}

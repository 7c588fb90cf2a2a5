import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** Rows per page of the people and the commissions tables. */
export const REFERRALS_PAGE_SIZE = 10;

/**
 * Every query of one user's referrals page, keyed by user so one user's referrals never show to
 * the next. A bonus balance or a notice from the server refreshes them all (money-query-keys.ts).
 */
export const referralsQueryRoot = (userId: string) =>
  [MONEY_QUERY_ROOTS.referrals, userId] as const;

export const referralSummaryQueryKey = (userId: string) =>
  [...referralsQueryRoot(userId), 'summary'] as const;

export const referredPeopleQueryKey = (userId: string, page: number) =>
  [...referralsQueryRoot(userId), 'people', page, REFERRALS_PAGE_SIZE] as const;

export const referralCommissionsQueryKey = (userId: string, page: number) =>
  [...referralsQueryRoot(userId), 'commissions', page, REFERRALS_PAGE_SIZE] as const;

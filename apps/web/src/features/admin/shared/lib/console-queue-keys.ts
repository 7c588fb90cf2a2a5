import type { ConsoleQueue } from '@kapital/shared/constants';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

/** The console overview's query key: its counts follow every queue. */
export const ADMIN_OVERVIEW_QUERY_KEY = ['admin', 'overview'] as const;
/** The first element of every KYC review query's key. */
export const ADMIN_KYC_ROOT = ['admin', 'kyc'] as const;
/** The first element of every referral review query's key. */
export const ADMIN_REFERRALS_ROOT = ['admin', 'referrals'] as const;
/** The first element of every support inbox query's key (conversation list and detail). */
export const ADMIN_CHAT_ROOT = ['admin', 'chat'] as const;

const QUEUE_ROOTS: Record<ConsoleQueue, readonly string[]> = {
  deposits: [MONEY_QUERY_ROOTS.adminDeposits],
  withdrawals: [MONEY_QUERY_ROOTS.adminWithdrawals],
  kyc: ADMIN_KYC_ROOT,
  referrals: ADMIN_REFERRALS_ROOT,
  chat: ADMIN_CHAT_ROOT,
};

/**
 * What goes stale when a queue moves: its lists, its detail pages (another admin may have
 * decided the one on screen) and the overview. Proofs and documents are left alone: they do
 * not change, and downloading them again would be waste.
 */
export function queueQueryKeys(queue: ConsoleQueue): (readonly string[])[] {
  const root = QUEUE_ROOTS[queue];
  return [[...root, 'list'], [...root, 'detail'], ADMIN_OVERVIEW_QUERY_KEY];
}

import { ERROR_CODES, MONEY_ERROR_CODES } from '@kapital/shared/errors';
import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';

export interface RefusalFix {
  to: string;
  labelKey: ParseKeys<'withdrawals'>;
}

const FIXES: Record<string, RefusalFix> = {
  [MONEY_ERROR_CODES.kycRequired]: { to: paths.kyc, labelKey: 'blockers.verifyIdentity' },
  [MONEY_ERROR_CODES.bankDetailsRequired]: { to: paths.dataBank, labelKey: 'blockers.addBank' },
  [MONEY_ERROR_CODES.bankDetailsCooldown]: { to: paths.dataBank, labelKey: 'blockers.viewBank' },
};

/** Where the person fixes what the server refused a withdrawal for; null when it is not elsewhere. */
export function refusalFix(error: unknown): RefusalFix | null {
  if (!isApiError(error)) return null;
  return FIXES[error.code] ?? null;
}

/** Refusals about the amount itself, shown under the amount field. */
export const AMOUNT_REFUSALS = {
  [ERROR_CODES.insufficientFunds]: 'amount',
  [MONEY_ERROR_CODES.amountOutOfLimits]: 'amount',
} as const;

/** Refusals whose cause is not the amount: the form shows them above itself, with the fix. */
export function isStandingRefusal(error: unknown): boolean {
  return refusalFix(error) !== null || isApiError(error, ERROR_CODES.emailNotVerified);
}

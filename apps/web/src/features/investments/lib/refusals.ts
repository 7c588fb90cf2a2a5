import { ERROR_CODES, MONEY_ERROR_CODES } from '@kapital/shared/errors';
import { isApiError } from '@/lib/api-error.ts';

/** Refusals about the amount itself, shown under the amount field. */
export const AMOUNT_REFUSALS = {
  [ERROR_CODES.insufficientFunds]: 'amount',
  [MONEY_ERROR_CODES.amountOutOfLimits]: 'amount',
} as const;

/** The package was switched off (or removed) while the person was looking at it. */
export function isPackageGone(error: unknown): boolean {
  return isApiError(error, MONEY_ERROR_CODES.packageUnavailable);
}

/** Refusals whose cause is not the amount: the form shows them above itself. */
export function isStandingRefusal(error: unknown): boolean {
  return isPackageGone(error) || isApiError(error, ERROR_CODES.emailNotVerified);
}

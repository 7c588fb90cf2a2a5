import { ERROR_CODES, MONEY_ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { AMOUNT_REFUSALS, isPackageGone, isStandingRefusal } from './refusals.ts';

const refusal = (status: number, code: string, fields: Record<string, string> = {}) =>
  new ApiError(status, code, 'Refused', fields);

describe('investment refusals', () => {
  it('puts refusals of the amount under the amount field', () => {
    expect(
      serverFieldErrors(refusal(422, ERROR_CODES.insufficientFunds), ['amount'], AMOUNT_REFUSALS),
    ).toEqual([['amount', 'Refused']]);
    expect(
      serverFieldErrors(
        refusal(422, MONEY_ERROR_CODES.amountOutOfLimits, { amount: 'At most 1,000.00 USD' }),
        ['amount'],
        AMOUNT_REFUSALS,
      ),
    ).toEqual([['amount', 'At most 1,000.00 USD']]);
  });

  it('shows a switched-off package and an unverified e-mail above the form', () => {
    expect(isPackageGone(refusal(422, MONEY_ERROR_CODES.packageUnavailable))).toBe(true);
    expect(isStandingRefusal(refusal(422, MONEY_ERROR_CODES.packageUnavailable))).toBe(true);
    expect(isStandingRefusal(refusal(403, ERROR_CODES.emailNotVerified))).toBe(true);
    expect(isStandingRefusal(refusal(422, ERROR_CODES.insufficientFunds))).toBe(false);
    expect(isStandingRefusal(networkError())).toBe(false);
  });
});

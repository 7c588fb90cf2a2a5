import { ERROR_CODES, MONEY_ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import '@/features/withdrawals/i18n.ts';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { isStandingRefusal, refusalFix } from './refusal-fix.ts';

const refusal = (status: number, code: string) => new ApiError(status, code, 'Refused');

describe('refusalFix', () => {
  it('sends a refusal for missing KYC to /kyc-user', () => {
    const fix = refusalFix(refusal(403, MONEY_ERROR_CODES.kycRequired));
    expect(fix?.to).toBe('/kyc-user');
    expect(fix && i18n.getFixedT('en', 'withdrawals')(fix.labelKey)).toBe('Verify your identity');
  });

  it('sends bank refusals to /data-bank', () => {
    expect(refusalFix(refusal(409, MONEY_ERROR_CODES.bankDetailsRequired))?.to).toBe('/data-bank');
    expect(refusalFix(refusal(409, MONEY_ERROR_CODES.bankDetailsCooldown))?.to).toBe('/data-bank');
  });

  it('has no fix elsewhere for the amount, the network or anything else', () => {
    expect(refusalFix(refusal(409, ERROR_CODES.insufficientFunds))).toBeNull();
    expect(refusalFix(networkError())).toBeNull();
    expect(refusalFix(new Error('boom'))).toBeNull();
  });
});

describe('isStandingRefusal', () => {
  it('holds for refusals that typing another amount does not clear', () => {
    expect(isStandingRefusal(refusal(403, MONEY_ERROR_CODES.kycRequired))).toBe(true);
    expect(isStandingRefusal(refusal(403, ERROR_CODES.emailNotVerified))).toBe(true);
    expect(isStandingRefusal(refusal(409, ERROR_CODES.insufficientFunds))).toBe(false);
    expect(isStandingRefusal(networkError())).toBe(false);
  });
});

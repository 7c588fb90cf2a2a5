import { describe, expect, it } from 'vitest';
import { couldBeReferralCode, normalizeReferralCode } from './referral-code.ts';

describe('referral codes', () => {
  it('compare like usernames: trimmed and lower case', () => {
    expect(normalizeReferralCode('  Ana_88 ')).toBe('ana_88');
  });

  it('are only looked up when they could be a username', () => {
    expect(couldBeReferralCode('ana_88')).toBe(true);
    expect(couldBeReferralCode('an')).toBe(false);
    expect(couldBeReferralCode('ana-88')).toBe(false);
    expect(couldBeReferralCode('a'.repeat(21))).toBe(false);
  });
});

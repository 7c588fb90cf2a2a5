import { describe, expect, it } from 'vitest';
import { asksForSecondStep } from './two-factor-answer.ts';

describe('asksForSecondStep', () => {
  it("reads Better Auth's redirect to the code step", () => {
    expect(asksForSecondStep({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })).toBe(true);
    expect(asksForSecondStep({ twoFactorRedirect: true })).toBe(true);
  });

  it('takes any other answer for a session', () => {
    expect(asksForSecondStep({ redirect: false, user: { id: 'u1' } })).toBe(false);
    expect(asksForSecondStep({ twoFactorRedirect: false })).toBe(false);
    expect(asksForSecondStep({ twoFactorRedirect: 'true' })).toBe(false);
    expect(asksForSecondStep(null)).toBe(false);
    expect(asksForSecondStep(undefined)).toBe(false);
    expect(asksForSecondStep([{ twoFactorRedirect: true }])).toBe(false);
  });
});

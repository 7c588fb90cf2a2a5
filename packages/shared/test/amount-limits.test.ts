import { describe, expect, it } from 'vitest';
import { createPaymentMethodBody, updateAdminSettingsBody } from '../src/index.ts';

describe('limits that must be in order (max >= min)', () => {
  it('a malformed bound is a field message, never a crash', () => {
    for (const [depositMin, depositMax] of [
      ['abc', '5'],
      ['5', '1.234'],
      [5, '10'],
    ]) {
      const result = updateAdminSettingsBody.safeParse({ depositMin, depositMax });
      expect(result.success).toBe(false);
    }
    const method = createPaymentMethodBody.safeParse({
      label: 'Bank',
      instructions: {
        kind: 'bank',
        bankName: 'Bank',
        accountHolder: 'Kapital',
        accountNumber: '1234',
      },
      min: '1.234',
      max: '5',
      active: true,
    });
    expect(method.success).toBe(false);
    expect(method.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['min']);
  });

  it('refuses a maximum below the minimum on the maximum', () => {
    const result = updateAdminSettingsBody.safeParse({ depositMin: '50', depositMax: '10' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['depositMax']);
    expect(updateAdminSettingsBody.safeParse({ depositMin: '10', depositMax: '10' }).success).toBe(
      true,
    );
  });
});

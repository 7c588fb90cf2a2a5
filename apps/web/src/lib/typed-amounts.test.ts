import { adjustmentBody, createPaymentMethodBody } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { readingTypedAmounts } from './typed-amounts.ts';

const adjustment = readingTypedAmounts(adjustmentBody, ['amount']);
const method = readingTypedAmounts(createPaymentMethodBody, ['min', 'max']);
const body = { account: 'wallet', direction: 'credit', reason: 'goodwill' } as const;
const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('readingTypedAmounts', () => {
  it('hands the API plain decimals for amounts typed with thousands separators', () => {
    expect(adjustment.parse({ ...body, amount: '1,250.5' }).amount).toBe('1250.50');
    expect(adjustment.parse({ ...body, amount: ' 7 ' }).amount).toBe('7.00');
  });

  it("refuses in the API's words what is not an amount, zero included", () => {
    expect(messageOf(adjustment.safeParse({ ...body, amount: 'abc' }))).toBe('Enter a number');
    expect(messageOf(adjustment.safeParse({ ...body, amount: '1,00' }))).toBe(
      'Put commas only between groups of three digits, as in 1,000.50',
    );
    expect(messageOf(adjustment.safeParse({ ...body, amount: '0' }))).toBe(
      'Enter an amount above zero',
    );
  });

  it("keeps the schema's own rules across fields, on the amounts as read", () => {
    const result = method.safeParse({
      label: 'Bank transfer',
      instructions: {
        kind: 'bank',
        bankName: 'Maybank',
        accountHolder: 'Kapital Sdn Bhd',
        accountNumber: '5140 1234 5678',
      },
      min: '2,000',
      max: '1,500',
      active: true,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['max'],
        message: 'The maximum must be at least the minimum',
      }),
    ]);
  });
});

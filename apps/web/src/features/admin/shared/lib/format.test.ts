import { describe, expect, test } from 'vitest';
import { formatUsd, humanize, kycStatusColor } from './format.ts';

describe('console formatting', () => {
  test('formats USD amounts with two decimals and grouping', () => {
    expect(formatUsd('1234.5')).toBe('1,234.50 USD');
    expect(formatUsd('0')).toBe('0.00 USD');
    expect(formatUsd('-3.10')).toBe('-3.10 USD');
  });

  test('keeps every cent of amounts too large for a number', () => {
    expect(formatUsd('999999999999999.99')).toBe('999,999,999,999,999.99 USD');
  });

  test('turns keys into words', () => {
    expect(humanize('pendingKyc')).toBe('Pending kyc');
    expect(humanize('total_users')).toBe('Total users');
    expect(humanize('wallet')).toBe('Wallet');
    expect(humanize('admin.credit')).toBe('Admin credit');
  });
});

describe('kycStatusColor', () => {
  test('colours each state, and no submission grey', () => {
    expect(kycStatusColor('approved')).toBe('success');
    expect(kycStatusColor('rejected')).toBe('error');
    expect(kycStatusColor('pending')).toBe('warning');
    expect(kycStatusColor('none')).toBe('default');
  });
});

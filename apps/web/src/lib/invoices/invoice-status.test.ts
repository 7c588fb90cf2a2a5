import {
  DEPOSIT_STATUSES,
  INVESTMENT_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@kapital/shared/constants';
import { describe, expect, test } from 'vitest';
import { invoiceStatusLook } from './invoice-status.ts';

describe('invoiceStatusLook', () => {
  test('every deposit, withdrawal and investment status has a label', () => {
    for (const status of [...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES, ...INVESTMENT_STATUSES]) {
      expect(invoiceStatusLook(status).label).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  test('money received or paid is green, a refusal red, a wait amber', () => {
    expect(invoiceStatusLook('approved').color).toBe('success');
    expect(invoiceStatusLook('paid').color).toBe('success');
    expect(invoiceStatusLook('rejected').color).toBe('error');
    expect(invoiceStatusLook('pending')).toEqual({ label: 'Pending', color: 'warning' });
    expect(invoiceStatusLook('active')).toEqual({ label: 'Active', color: 'info' });
    expect(invoiceStatusLook('matured').color).toBe('success');
  });
});

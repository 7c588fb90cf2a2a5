import { describe, expect, it } from 'vitest';
import '@/features/admin/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { actionLabel, auditChanges, targetLabel, targetPath } from './audit-text.ts';

const t = i18n.getFixedT('en', 'admin');

describe('auditChanges', () => {
  it('says what changed, field by field, in words', () => {
    expect(
      auditChanges(t, {
        before: { userBlock: false, restrictionReason: null },
        after: { userBlock: true, restrictionReason: 'Card payments disputed' },
      }),
    ).toEqual(['Blocked: No → Yes', 'Reason: — → Card payments disputed']);
  });

  it('leaves out what stayed the same and ids nobody reads; new fields stand alone', () => {
    expect(
      auditChanges(t, {
        before: { account: 'wallet', balance: '10.00' },
        after: {
          account: 'wallet',
          balance: '35.00',
          direction: 'credit',
          amount: '25.00',
          reason: 'Goodwill',
          transferId: '812',
        },
      }),
    ).toEqual([
      'Balance: 10.00 USD → 35.00 USD',
      'Direction: credit',
      'Amount: 25.00 USD',
      'Reason: Goodwill',
    ]);
    // Amounts get their separators; a rate with two places is no amount.
    expect(
      auditChanges(t, {
        before: { depositMax: '100000.00', withdrawalFeePercent: '1.00' },
        after: { depositMax: '250000.00', withdrawalFeePercent: '1.50' },
      }),
    ).toEqual([
      'Deposit max: 100,000.00 USD → 250,000.00 USD',
      'Withdrawal fee percent: 1.00 → 1.50',
    ]);
  });

  it('lists what was created, nested fields one by one', () => {
    expect(
      auditChanges(t, {
        before: null,
        after: { label: 'CIMB', active: true, instructions: { kind: 'bank', bankName: 'CIMB' } },
      }),
    ).toEqual([
      'Label: CIMB',
      'Active: Yes',
      'Instructions kind: bank',
      'Instructions bank name: CIMB',
    ]);
  });

  it('shows a field that went away', () => {
    expect(
      auditChanges(t, { before: { reason: 'x', status: 'a' }, after: { status: 'b' } }),
    ).toEqual(['Status: a → b', 'Reason: x → —']);
  });
});

describe('the target and the action in words', () => {
  it('names the target and links the ones with a page', () => {
    expect(targetLabel(t, { targetType: 'user', targetName: 'Grace Hopper' })).toBe(
      'User Grace Hopper',
    );
    expect(targetLabel(t, { targetType: 'deposit', targetName: 'DEP-000042' })).toBe(
      'Deposit DEP-000042',
    );
    expect(targetLabel(t, { targetType: 'settings', targetName: null })).toBe('Settings');
    expect(targetPath({ targetType: 'deposit', targetId: 'd-1' })).toBe('/admin/deposits/d-1');
    expect(targetPath({ targetType: 'kyc', targetId: 'k-1' })).toBe('/admin/kyc/k-1');
    expect(targetPath({ targetType: 'settings', targetId: 'settings' })).toBeNull();
  });

  it('words known actions and humanizes others', () => {
    expect(actionLabel(t, 'user.block')).toBe('Blocked the user');
    expect(actionLabel(t, 'something.new')).toBe('Something new');
  });
});

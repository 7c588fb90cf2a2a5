import { DEPOSIT_STATUSES } from '@kapital/shared/constants';
import { describe, expect, it } from 'vitest';
import { canCancelDeposit, canUploadProof } from './deposit-status.ts';

describe('deposit status', () => {
  it('takes proof only while the invoice awaits payment', () => {
    expect(DEPOSIT_STATUSES.filter(canUploadProof)).toEqual(['pending']);
  });

  it('lets the user cancel until staff decide', () => {
    expect(DEPOSIT_STATUSES.filter(canCancelDeposit)).toEqual(['pending', 'submitted']);
  });
});

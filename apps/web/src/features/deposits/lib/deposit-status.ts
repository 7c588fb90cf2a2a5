import type { DepositStatus } from '@kapital/shared/constants';

/** Proof can be sent until staff have it, i.e. while the invoice waits for the payment. */
export function canUploadProof(status: DepositStatus): boolean {
  return status === 'pending';
}

/** The user may withdraw the invoice until staff decide on it. */
export function canCancelDeposit(status: DepositStatus): boolean {
  return status === 'pending' || status === 'submitted';
}

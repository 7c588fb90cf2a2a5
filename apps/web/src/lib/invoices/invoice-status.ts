import type { DepositStatus, WithdrawalStatus } from '@kapital/shared/constants';

/** Every state a deposit invoice or a withdrawal receipt can be in. */
export type InvoiceStatus = DepositStatus | WithdrawalStatus;

export type InvoiceStatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const STATUS_LOOKS: Record<InvoiceStatus, { label: string; color: InvoiceStatusColor }> = {
  pending: { label: 'Pending', color: 'warning' },
  submitted: { label: 'Submitted', color: 'info' },
  approved: { label: 'Approved', color: 'success' },
  paid: { label: 'Paid', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

/** How a status reads and which colour its chip has: waiting amber, done green, refused red. */
export function invoiceStatusLook(status: InvoiceStatus) {
  return STATUS_LOOKS[status];
}

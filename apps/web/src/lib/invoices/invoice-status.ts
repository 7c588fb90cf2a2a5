import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '@kapital/shared/constants';

/** Every state a deposit invoice, a withdrawal receipt or an investment invoice can be in. */
export type InvoiceStatus = DepositStatus | WithdrawalStatus | InvestmentStatus;

export type InvoiceStatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const STATUS_LOOKS: Record<InvoiceStatus, { label: string; color: InvoiceStatusColor }> = {
  pending: { label: 'Pending', color: 'warning' },
  submitted: { label: 'Submitted', color: 'info' },
  approved: { label: 'Approved', color: 'success' },
  paid: { label: 'Paid', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
  active: { label: 'Active', color: 'info' },
  matured: { label: 'Matured', color: 'success' },
};

/** How a status reads and which colour its chip has: waiting amber, done green, refused red. */
export function invoiceStatusLook(status: InvoiceStatus) {
  return STATUS_LOOKS[status];
}

import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '@kapital/shared/constants';
import type { TFunction } from 'i18next';
import { i18n } from '@/lib/i18n/i18n.ts';

/** Every state a deposit invoice, a withdrawal receipt or an investment invoice can be in. */
export type InvoiceStatus = DepositStatus | WithdrawalStatus | InvestmentStatus;

export type InvoiceStatusColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const STATUS_LOOKS = {
  pending: { label: 'invoiceStatus.pending', color: 'warning' },
  submitted: { label: 'invoiceStatus.submitted', color: 'info' },
  approved: { label: 'invoiceStatus.approved', color: 'success' },
  paid: { label: 'invoiceStatus.paid', color: 'success' },
  rejected: { label: 'invoiceStatus.rejected', color: 'error' },
  expired: { label: 'invoiceStatus.expired', color: 'default' },
  cancelled: { label: 'invoiceStatus.cancelled', color: 'default' },
  active: { label: 'invoiceStatus.active', color: 'info' },
  matured: { label: 'invoiceStatus.matured', color: 'success' },
} as const satisfies Record<InvoiceStatus, { label: string; color: InvoiceStatusColor }>;

/**
 * How a status reads in the chosen language (a component passes its own `t`, so it follows a
 * switch) and which colour its chip has: waiting amber, done green, refused red.
 */
export function invoiceStatusLook(
  status: InvoiceStatus,
  t: TFunction<'common'> = i18n.t,
): { label: string; color: InvoiceStatusColor } {
  const { label, color } = STATUS_LOOKS[status];
  return { label: t(label), color };
}

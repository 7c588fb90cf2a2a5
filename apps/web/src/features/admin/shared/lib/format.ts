import { parseMoney } from '@kapital/shared/money';
import { formatAmount } from '@/lib/i18n/format.ts';

/**
 * A USD amount from the API ('1234.5', '-20.00') as '1,234.50 USD' (Indonesian '1.234,50 USD'),
 * never through a number.
 */
export function formatUsd(amount: string): string {
  return `${formatAmount(parseMoney(amount))} USD`;
}

/** 'pendingKyc' or 'pending_kyc' as 'Pending kyc'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A KYC state's colour: approved green, rejected red, waiting for staff amber, none grey. */
export function kycStatusColor(status: string): 'success' | 'error' | 'warning' | 'default' {
  if (status === 'approved') return 'success';
  if (status === 'rejected') return 'error';
  return status === 'pending' ? 'warning' : 'default';
}

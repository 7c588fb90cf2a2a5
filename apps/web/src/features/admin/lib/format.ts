/** A USD amount from the API ('1234.5' or '1234.50') as '1,234.50 USD'. */
export function formatUsd(value: string | number | null | undefined): string {
  const amount = Number(value ?? 0);
  if (!Number.isFinite(amount)) return `${value} USD`;
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
}

/** A date-time from the API, short and in the viewer's zone; the raw text if unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
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

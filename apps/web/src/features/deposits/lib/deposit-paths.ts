import { paths } from '@/config/paths.ts';

/** /invoice-balance/{id}: one deposit invoice. */
export function balanceInvoicePath(depositId: string): string {
  return `${paths.balanceInvoices}/${encodeURIComponent(depositId)}`;
}

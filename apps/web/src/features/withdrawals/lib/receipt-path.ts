import { generatePath } from 'react-router';
import { paths } from '@/config/paths.ts';

/** /invoice-wd/{id}: a withdrawal's receipt. */
export function receiptPath(withdrawalId: string): string {
  return generatePath(paths.withdrawalInvoice, { slug: withdrawalId });
}

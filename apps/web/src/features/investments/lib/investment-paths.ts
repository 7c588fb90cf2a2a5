import { generatePath } from 'react-router';
import { paths } from '@/config/paths.ts';

/** /invoice/{id}: an investment's invoice. */
export function investmentInvoicePath(investmentId: string): string {
  return generatePath(paths.investmentInvoice, { slug: investmentId });
}

/** /add-investment/{slug}: invest in one package. */
export function packagePath(slug: string): string {
  return generatePath(paths.addInvestmentPackage, { slug });
}

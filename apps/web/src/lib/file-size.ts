import { intlLocale } from './i18n/format.ts';

const MEGABYTE = 1024 * 1024;

/** '1.2 MB', '350 KB' ('1,2 MB' in Indonesian): how big a chosen file is, for its preview. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) {
    const megabytes = new Intl.NumberFormat(intlLocale(), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(bytes / MEGABYTE);
    return `${megabytes} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

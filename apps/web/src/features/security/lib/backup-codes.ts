import { BRAND_NAME } from '@kapital/shared/constants';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format-date.ts';

/** What Copy puts on the clipboard: the codes, one a line. */
export function backupCodesClipboardText(codes: readonly string[]): string {
  return codes.join('\n');
}

/** The downloaded file's name, dated so a newer set is told from an older one. */
export function backupCodesFileName(createdAt: Date): string {
  const day = [
    createdAt.getFullYear(),
    String(createdAt.getMonth() + 1).padStart(2, '0'),
    String(createdAt.getDate()).padStart(2, '0'),
  ].join('-');
  return `${BRAND_NAME.toLowerCase()}-backup-codes-${day}.txt`;
}

/**
 * The downloaded file: whose codes, when they were made, how they work, then the codes, one a
 * line. Windows line ends, so every text editor shows the lines apart.
 */
export function backupCodesFileText(
  codes: readonly string[],
  account: string,
  createdAt: Date,
  t: TFunction<'security'>,
): string {
  return [
    t('backupCodes.file.title', { brand: BRAND_NAME }),
    t('backupCodes.file.account', { account }),
    t('backupCodes.file.created', { date: formatDateTime(createdAt.toISOString()) }),
    '',
    t('backupCodes.file.howTheyWork'),
    t('backupCodes.file.keepSafe'),
    '',
    ...codes,
    '',
  ].join('\r\n');
}

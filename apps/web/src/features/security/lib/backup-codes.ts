import { BRAND_NAME } from '@kapital/shared/constants';
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
): string {
  return [
    `${BRAND_NAME} backup codes`,
    `Account: ${account}`,
    `Created: ${formatDateTime(createdAt.toISOString())}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe. New backup codes replace these.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

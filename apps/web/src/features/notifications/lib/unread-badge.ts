import type { TFunction } from 'i18next';

/** The most the badge spells out; above it shows "99+". */
export const MAX_SHOWN_UNREAD = 99;

/** What the bell's badge shows: nothing at 0, the count up to 99, then "99+". */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : String(unread);
}

/** The bell's accessible name, with the exact count. */
export function bellLabel(unread: number, t: TFunction<'notifications'>): string {
  return t('bell.label', { unread: Math.max(0, unread) });
}

/**
 * What a screen reader hears when notices arrive: only a rise is news (reading some is the
 * person's own doing), and nothing before the first count is known.
 */
export function arrivalAnnouncement(
  before: number | undefined,
  after: number,
  t: TFunction<'notifications'>,
): string | null {
  if (before === undefined || after <= before) return null;
  return t('bell.arrival', { count: after - before });
}

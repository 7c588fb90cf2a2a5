import type { TFunction } from 'i18next';
import { formatLocalDayMonth } from '@/lib/format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * When a notice came, short: "just now", "5 min ago", "3 h ago", "2 d ago", then the day
 * ("21 Nov"). A time a little ahead of this clock (a skewed clock) is "just now".
 */
export function shortRelativeTime(
  iso: string,
  t: TFunction<'notifications'>,
  now: number = Date.now(),
): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const ago = now - time;
  if (ago < MINUTE) return t('time.justNow');
  if (ago < HOUR) return t('time.minutesAgo', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('time.hoursAgo', { count: Math.floor(ago / HOUR) });
  if (ago < WEEK) return t('time.daysAgo', { count: Math.floor(ago / DAY) });
  return formatLocalDayMonth(time / 1000);
}

import { formatLocalDayMonth } from '@/lib/format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * When a notice came, short: "just now", "5 min ago", "3 h ago", "2 d ago", then the day
 * ("21 Nov"). A time a little ahead of this clock (a skewed clock) is "just now".
 */
export function shortRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const ago = now - time;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < WEEK) return `${Math.floor(ago / DAY)} d ago`;
  return formatLocalDayMonth(time / 1000);
}

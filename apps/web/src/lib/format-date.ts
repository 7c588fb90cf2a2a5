import { intlLocale } from './i18n/format.ts';
import { renderedTimeZone } from './render-snapshot.ts';

/**
 * A date format built on its first use: building an Intl.DateTimeFormat costs milliseconds, and
 * building all three while the dashboard's code loads lengthened its startup task (about 48 ms
 * of main thread at Lighthouse's mobile CPU), for formats a new user's dashboard never shows.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (date) => {
    const locale = intlLocale();
    // On the server, the viewer's zone comes from their browser's cookie (render-snapshot.ts).
    const timeZone = options.timeZone ?? renderedTimeZone();
    const key = `${locale} ${timeZone ?? ''}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(key, format);
    }
    return format.format(date);
  };
}

/** One date style for every screen: '21 Nov 2026, 10:18', '12 Apr 1990'. */
const DATE_TIME = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = dateFormat({ dateStyle: 'medium', timeStyle: 'medium' });
const DATE = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' });
const DAY_MONTH = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A date-time from the API, in the viewer's zone; '—' for none, and text that is not a date is
 * shown as it is, so a caller may pass a ready-made value.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME(date);
}

/**
 * As formatDateTime, to the second ('21 Nov 2026, 10:18:05'): for times less than a minute apart,
 * such as the payouts of an investment whose periods are shortened for a demo.
 */
export function formatDateTimeSeconds(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : DATE_TIME_SECONDS(date);
}

/** A calendar date ('1990-04-12', a date of birth) in words, never shifted by the time zone. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DATE(date);
}

/** A calendar date as a short label ('21 Nov'), for a chart's summary of a range. */
export function formatDayMonth(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DAY_MONTH(date);
}

const TIME_OF_DAY = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const LOCAL_DAY_MONTH = dateFormat({ day: 'numeric', month: 'short' });
const DAY_MONTH_TIME = dateFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Unix seconds as a time of day in the viewer's zone ('01:05'): where a chart's candle starts. */
export function formatTimeOfDay(unixSeconds: number): string {
  return TIME_OF_DAY(new Date(unixSeconds * 1000));
}

/** Unix seconds as a day in the viewer's zone ('25 Nov'): a chart's day mark. */
export function formatLocalDayMonth(unixSeconds: number): string {
  return LOCAL_DAY_MONTH(new Date(unixSeconds * 1000));
}

/** Unix seconds as a day and time in the viewer's zone ('25 Nov, 01:05'): a chart's crosshair. */
export function formatDayMonthTime(unixSeconds: number): string {
  return DAY_MONTH_TIME(new Date(unixSeconds * 1000));
}

import type { TFunction } from 'i18next';
import { formatCount } from '@/lib/i18n/format.ts';

type InvestmentsT = TFunction<'investments'>;

type Unit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: ReadonlyArray<{ unit: Unit; seconds: number }> = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

/** The largest whole unit of a length of time. */
function wholeUnits(seconds: number): { count: number; unit: Unit } {
  const found = UNITS.find((candidate) => seconds % candidate.seconds === 0) ?? {
    unit: 'second',
    seconds: 1,
  };
  return { count: seconds / found.seconds, unit: found.unit };
}

/** '3 days', '1 hour': a count of one unit, grouped as the language writes numbers. */
function counted(count: number, unit: Unit, t: InvestmentsT): string {
  const options = { count, number: formatCount(count) };
  switch (unit) {
    case 'day':
      return t('time.day', options);
    case 'hour':
      return t('time.hour', options);
    case 'minute':
      return t('time.minute', options);
    case 'second':
      return t('time.second', options);
  }
}

/**
 * A length of time in its largest whole unit, in the chosen language: 86,400 -> '1 day',
 * 129,600 -> '36 hours'; odd seconds over a minute in parts: 200 -> '3 minutes 20 seconds'.
 * The same rule as durationText of @kapital/shared/investments.
 */
export function durationText(seconds: number, t: InvestmentsT): string {
  const { count, unit } = wholeUnits(seconds);
  if (unit !== 'second' || seconds < 60) return counted(count, unit, t);
  const parts: string[] = [];
  let left = seconds;
  for (const candidate of UNITS) {
    const whole = Math.floor(left / candidate.seconds);
    if (whole > 0) parts.push(counted(whole, candidate.unit, t));
    left -= whole * candidate.seconds;
  }
  return parts.join(' ');
}

/** How often a period comes round: 'per day', 'every 12 hours', 'every 2 seconds'. */
export function periodPhrase(periodSeconds: number, t: InvestmentsT): string {
  const { count, unit } = wholeUnits(periodSeconds);
  if (count !== 1) return t('time.every', { duration: durationText(periodSeconds, t) });
  switch (unit) {
    case 'day':
      return t('time.perDay');
    case 'hour':
      return t('time.perHour');
    case 'minute':
      return t('time.perMinute');
    case 'second':
      return t('time.perSecond');
  }
}

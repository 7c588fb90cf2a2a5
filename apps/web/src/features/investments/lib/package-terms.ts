import type { OfferedPackage } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatAmount, numberSeparators } from '@/lib/i18n/format.ts';
import { durationText, periodPhrase } from './durations.ts';

type InvestmentsT = TFunction<'investments'>;

/** '1.00': a package's rate as the chosen language writes a decimal ('1,00' in Indonesian). */
export function percentText(ratePercent: string): string {
  return ratePercent.replace('.', numberSeparators().decimal);
}

/** '1.00% per day': the profit rate with its period. */
export function rateText(ratePercent: string, periodSeconds: number, t: InvestmentsT): string {
  return t('terms.rate', {
    rate: percentText(ratePercent),
    period: periodPhrase(periodSeconds, t),
  });
}

/** '10.00 – 1,000.00 USD': a package's limits. */
export function limitsText(minAmount: string, maxAmount: string, t: InvestmentsT): string {
  return t('terms.limits', {
    min: formatAmount(parseMoney(minAmount)),
    max: formatAmount(parseMoney(maxAmount)),
  });
}

/** True when the server shortens this package's periods (INVESTMENT_PERIOD_SECONDS, demos). */
export function isShortened(pkg: Pick<OfferedPackage, 'periodHours' | 'periodSeconds'>): boolean {
  return pkg.periodSeconds !== pkg.periodHours * 3_600;
}

/** 'Demo: periods are shortened to 2 seconds.' */
export function shortenedNote(periodSeconds: number, t: InvestmentsT): string {
  return t('terms.shortenedNote', { duration: durationText(periodSeconds, t) });
}

/** One labelled fact of a package's terms, as its card and the invest screen list them. */
export interface PackageFact {
  /** Which fact it is, whatever the language. */
  name: 'rate' | 'period' | 'duration' | 'amount' | 'capital';
  label: string;
  value: string;
  /** A second line, e.g. how long a period really lasts while periods are shortened. */
  note?: string;
}

/**
 * A package's terms as people compare them: the rate with the period the package names (a day),
 * the duration, the limits and whether the capital comes back. While periods are shortened
 * each fact says how long it really takes.
 */
export function packageFacts(pkg: OfferedPackage, t: InvestmentsT): PackageFact[] {
  const nominal = pkg.periodHours * 3_600;
  const shortened = isShortened(pkg);
  const demo = (seconds: number) =>
    shortened ? t('terms.demoLength', { duration: durationText(seconds, t) }) : undefined;
  return [
    { name: 'rate', label: t('facts.rate'), value: rateText(pkg.ratePercent, nominal, t) },
    {
      name: 'period',
      label: t('facts.period'),
      value: durationText(nominal, t),
      note: demo(pkg.periodSeconds),
    },
    {
      name: 'duration',
      label: t('facts.duration'),
      value: t('facts.durationValue', {
        duration: durationText(nominal * pkg.periods, t),
        count: pkg.periods,
      }),
      note: demo(pkg.periodSeconds * pkg.periods),
    },
    {
      name: 'amount',
      label: t('facts.amount'),
      value: limitsText(pkg.minAmount, pkg.maxAmount, t),
    },
    {
      name: 'capital',
      label: t('facts.capital'),
      value: pkg.capitalReturned ? t('facts.capitalReturned') : t('facts.capitalNotReturned'),
    },
  ];
}

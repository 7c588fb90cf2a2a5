import type { OfferedPackage } from '@kapital/shared';
import { durationText, periodPhrase } from '@kapital/shared/investments';
import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';

/** '1.00% per day': the profit rate with its period. */
export function rateText(ratePercent: string, periodSeconds: number): string {
  return `${ratePercent}% ${periodPhrase(periodSeconds)}`;
}

/** '10.00 – 1,000.00 USD': a package's limits. */
export function limitsText(minAmount: string, maxAmount: string): string {
  return `${formatMoneyDisplay(parseMoney(minAmount))} – ${formatMoneyDisplay(parseMoney(maxAmount))} USD`;
}

/** True when the server shortens this package's periods (INVESTMENT_PERIOD_SECONDS, demos). */
export function isShortened(pkg: Pick<OfferedPackage, 'periodHours' | 'periodSeconds'>): boolean {
  return pkg.periodSeconds !== pkg.periodHours * 3_600;
}

/** 'Demo: periods are shortened to 2 seconds.' */
export function shortenedNote(periodSeconds: number): string {
  return `Demo: periods are shortened to ${durationText(periodSeconds)}.`;
}

/** One labelled fact of a package's terms, as its card and the invest screen list them. */
export interface PackageFact {
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
export function packageFacts(pkg: OfferedPackage): PackageFact[] {
  const nominal = pkg.periodHours * 3_600;
  const shortened = isShortened(pkg);
  const demo = (seconds: number) => (shortened ? `Demo: ${durationText(seconds)}` : undefined);
  return [
    { label: 'Rate', value: rateText(pkg.ratePercent, nominal) },
    { label: 'Period', value: durationText(nominal), note: demo(pkg.periodSeconds) },
    {
      label: 'Duration',
      value: `${durationText(nominal * pkg.periods)} · ${pkg.periods} ${pkg.periods === 1 ? 'payout' : 'payouts'}`,
      note: demo(pkg.periodSeconds * pkg.periods),
    },
    { label: 'Amount', value: limitsText(pkg.minAmount, pkg.maxAmount) },
    {
      label: 'Capital',
      value: pkg.capitalReturned ? 'Returned at the end' : 'Not returned',
    },
  ];
}

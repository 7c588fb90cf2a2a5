import type { TFunction } from 'i18next';

type InvestmentsT = TFunction<'investments'>;

/** How far an investment has come, for its progress bar. */
export function progressPercent(periodsPaid: number, periods: number): number {
  if (periods <= 0) return 0;
  return Math.min(100, Math.round((periodsPaid / periods) * 100));
}

/** '3 of 7 payouts' */
export function payoutsText(periodsPaid: number, periods: number, t: InvestmentsT): string {
  return t('progress.payouts', { paid: periodsPaid, count: periods });
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left until a payout, as a ticking countdown shows it: '4s', '1m 04s', '2h 03m 04s',
 * '1d 02h 03m 04s'; null once the time has come (the payout arrives within moments).
 */
export function countdownText(msLeft: number, t: InvestmentsT): string | null {
  if (msLeft <= 0) return null;
  const total = Math.ceil(msLeft / 1_000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(t('countdown.days', { value: days }));
  if (parts.length > 0 || hours > 0) {
    parts.push(t('countdown.hours', { value: parts.length > 0 ? pad(hours) : hours }));
  }
  if (parts.length > 0 || minutes > 0) {
    parts.push(t('countdown.minutes', { value: parts.length > 0 ? pad(minutes) : minutes }));
  }
  parts.push(t('countdown.seconds', { value: parts.length > 0 ? pad(seconds) : seconds }));
  return parts.join(' ');
}

/** What the list needs of an investment to tell of its payouts. */
export interface PayoutState {
  id: string;
  packageName: string;
  periodsPaid: number;
  periods: number;
}

/**
 * What a screen reader is told when a refreshed list shows payouts made since the last one:
 * 'Starter: payout 3 of 7 received.' Investments not seen before (a new page) say nothing.
 */
export function payoutNews(
  before: ReadonlyMap<string, number>,
  investments: readonly PayoutState[],
  t: InvestmentsT,
): string[] {
  const news: string[] = [];
  for (const investment of investments) {
    const paidBefore = before.get(investment.id);
    if (paidBefore === undefined || investment.periodsPaid <= paidBefore) continue;
    news.push(
      investment.periodsPaid === investment.periods
        ? t('progress.newsMatured', { package: investment.packageName })
        : t('progress.newsPayout', {
            package: investment.packageName,
            paid: investment.periodsPaid,
            periods: investment.periods,
          }),
    );
  }
  return news;
}

/** How far an investment has come, for its progress bar. */
export function progressPercent(periodsPaid: number, periods: number): number {
  if (periods <= 0) return 0;
  return Math.min(100, Math.round((periodsPaid / periods) * 100));
}

/** '3 of 7 payouts' */
export function payoutsText(periodsPaid: number, periods: number): string {
  return `${periodsPaid} of ${periods} ${periods === 1 ? 'payout' : 'payouts'}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left until a payout, as a ticking countdown shows it: '4s', '1m 04s', '2h 03m 04s',
 * '1d 02h 03m 04s'; 'due now' once the time has come (the payout arrives within moments).
 */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return 'due now';
  const total = Math.ceil(msLeft / 1_000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
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
): string[] {
  const news: string[] = [];
  for (const investment of investments) {
    const paidBefore = before.get(investment.id);
    if (paidBefore === undefined || investment.periodsPaid <= paidBefore) continue;
    news.push(
      investment.periodsPaid === investment.periods
        ? `${investment.packageName}: last payout received, the investment has matured.`
        : `${investment.packageName}: payout ${investment.periodsPaid} of ${investment.periods} received.`,
    );
  }
  return news;
}

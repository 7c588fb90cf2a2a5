import type { BalanceHistoryResponse } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import type { TFunction } from 'i18next';
import { formatDayMonth } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';

type HistoryPoint = BalanceHistoryResponse['points'][number];

/**
 * The chart's points. The chart library plots JavaScript numbers; these are drawn, never
 * added up or stored, so a number of whole dollars with cents is exact enough here.
 */
export function chartPoints(points: HistoryPoint[]): { time: string; value: number }[] {
  return points.map((point) => ({
    time: point.date,
    value: Number(formatMoney(parseMoney(point.balance))),
  }));
}

const usd = (minor: bigint) => `${formatAmount(minor)} ${BASE_CURRENCY}`;

/** True when the balance moved in the period: a flat line is not worth drawing. */
export function balanceChanged(points: HistoryPoint[]): boolean {
  const balances = new Set(points.map((point) => parseMoney(point.balance)));
  return balances.size > 1;
}

/** What the chart shows, in a sentence a screen reader (or anyone) can read. */
export function balanceHistorySummary(points: HistoryPoint[], t: TFunction<'statements'>): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return t('balanceChart.noHistory');
  const days = { startDay: formatDayMonth(first.date), endDay: formatDayMonth(last.date) };
  if (!balanceChanged(points)) {
    return t('balanceChart.flat', { ...days, balance: usd(parseMoney(first.balance)) });
  }
  const balances = points.map((point) => parseMoney(point.balance));
  const highest = balances.reduce((max, balance) => (balance > max ? balance : max));
  const lowest = balances.reduce((min, balance) => (balance < min ? balance : min));
  const start = parseMoney(first.balance);
  const end = parseMoney(last.balance);
  const figures = {
    ...days,
    start: usd(start),
    end: usd(end),
    lowest: usd(lowest),
    highest: usd(highest),
  };
  if (end === start) return t('balanceChart.summaryBack', figures);
  return end > start
    ? t('balanceChart.summaryUp', { ...figures, change: usd(end - start) })
    : t('balanceChart.summaryDown', { ...figures, change: usd(start - end) });
}

/**
 * The balance's line and the area under it as SVG paths in a 100 x 100 box (top is highest):
 * drawn at once from the figures while the chart library downloads, so the chart's place shows
 * the month's shape rather than an empty box.
 */
export function sketchPaths(points: { value: number }[]): { line: string; area: string } {
  const values = points.map((point) => point.value);
  const lowest = Math.min(...values);
  const span = Math.max(...values) - lowest || 1;
  const last = Math.max(values.length - 1, 1);
  // A tenth of the height free above and below, as the chart leaves it.
  const at = values.map((value, index) => {
    const x = (index / last) * 100;
    const y = 90 - ((value - lowest) / span) * 80;
    return `${round(x)},${round(y)}`;
  });
  const line = `M${at.join(' L')}`;
  return { line, area: `${line} L100,100 L0,100 Z` };
}

const round = (value: number) => Math.round(value * 100) / 100;

import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoneyDisplay } from '@kapital/shared/money';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { type LocalCurrency, localAmount, type Schedule } from '../lib/schedule.ts';

interface ScheduleTotalsProps {
  /** Null while the amount is not yet an amount: dashes stand in. */
  schedule: Schedule | null;
  local: LocalCurrency | null;
  /** Announce changes: the preview's figures follow what the person types. */
  live?: boolean;
}

/** What a schedule adds up to: the profit of each payout and of all, the capital, the whole. */
export function ScheduleTotals({ schedule, local, live = false }: ScheduleTotalsProps) {
  const payouts = schedule?.rows.length ?? 0;
  const perPayout = schedule?.rows[0]?.profit ?? null;
  const lines: Array<{ label: string; minor: bigint | null; text?: string; total?: boolean }> = [
    { label: 'Profit per payout', minor: perPayout },
    {
      label: schedule
        ? `Total profit (${payouts} ${payouts === 1 ? 'payout' : 'payouts'})`
        : 'Total profit',
      minor: schedule?.totalProfit ?? null,
    },
    {
      label: 'Capital back at the end',
      minor: schedule && schedule.capitalReturned > 0n ? schedule.capitalReturned : null,
      text: schedule && schedule.capitalReturned === 0n ? 'Not returned' : undefined,
    },
    {
      label: 'You receive in all',
      minor: schedule ? schedule.totalProfit + schedule.capitalReturned : null,
      total: true,
    },
  ];
  return (
    <SummaryLines
      testId="schedule-totals"
      live={live}
      lines={lines.map(({ label, minor, text, total }) => ({
        label,
        value: minor !== null ? `${formatMoneyDisplay(minor)} ${BASE_CURRENCY}` : (text ?? '—'),
        note: minor !== null && local ? `≈ ${localAmount(minor, local)} ${local.currency}` : null,
        total,
      }))}
    />
  );
}

import { BASE_CURRENCY } from '@kapital/shared/constants';
import { SummaryLines } from '@/components/summary-lines.tsx';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useInvestmentsText } from '../i18n.ts';
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
  const { t } = useInvestmentsText();
  const payouts = schedule?.rows.length ?? 0;
  const perPayout = schedule?.rows[0]?.profit ?? null;
  const lines: Array<{ label: string; minor: bigint | null; text?: string; total?: boolean }> = [
    { label: t('scheduleTotals.profitPerPayout'), minor: perPayout },
    {
      label: schedule
        ? t('scheduleTotals.totalProfitOf', { count: payouts })
        : t('scheduleTotals.totalProfit'),
      minor: schedule?.totalProfit ?? null,
    },
    {
      label: t('scheduleTotals.capitalBack'),
      minor: schedule && schedule.capitalReturned > 0n ? schedule.capitalReturned : null,
      text:
        schedule && schedule.capitalReturned === 0n ? t('scheduleTotals.notReturned') : undefined,
    },
    {
      label: t('scheduleTotals.receiveInAll'),
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
        value: minor !== null ? `${formatAmount(minor)} ${BASE_CURRENCY}` : (text ?? '—'),
        note: minor !== null && local ? `≈ ${localAmount(minor, local)} ${local.currency}` : null,
        total,
      }))}
    />
  );
}

import type { TradingMode } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import type { TFunction } from 'i18next';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useOpenPositions } from '../api/get-open-positions.ts';
import { useLiveSummary } from '../hooks/use-live-summary.ts';
import { useDashboardText } from '../i18n.ts';
import { formatSignedAmount, resultColor } from '../lib/open-positions-summary.ts';

/** The note's sentences, by the mode (Real or Free) they name. */
const NOTES = {
  real: {
    none: 'openPositions.none.real',
    summary: 'openPositions.summary.real',
    summaryOfTotal: 'openPositions.summaryOfTotal.real',
  },
  demo: {
    none: 'openPositions.none.demo',
    summary: 'openPositions.summary.demo',
    summaryOfTotal: 'openPositions.summaryOfTotal.demo',
  },
} as const satisfies Record<TradingMode, Record<string, string>>;

function positionsNote(
  t: TFunction<'dashboard'>,
  mode: TradingMode,
  count: number,
  stake: bigint,
  total: number,
): string {
  const notes = NOTES[mode];
  if (count === 0) return t(notes.none);
  const figures = { count, total, amount: formatAmount(stake), currency: BASE_CURRENCY };
  return t(total > count ? notes.summaryOfTotal : notes.summary, figures);
}

/**
 * The dashboard's "Open positions" in the mode the person trades now: their live profit or loss
 * after fees (moving with the prices, but not announced: it is not a live region), how many and
 * the total stake, and the way to On Trade, where the other mode's are a tab away. Refreshed by
 * every position event.
 */
export function OpenPositionsCard({ userId, mode }: { userId: string; mode: TradingMode }) {
  const { t } = useDashboardText();
  const positions = useOpenPositions(userId, mode);
  const summary = useLiveSummary(positions.data?.items ?? []);
  const failed = !positions.data && positions.isError;
  const loaded = positions.data !== undefined;
  return (
    <FundCard
      title={t('openPositions.title')}
      icon={CandlestickChart}
      amount={
        loaded
          ? summary.result === null
            ? { value: '…', currency: BASE_CURRENCY, testId: 'open-positions-result' }
            : {
                value: formatSignedAmount(summary.result),
                currency: BASE_CURRENCY,
                color: resultColor(summary.result),
                testId: 'open-positions-result',
              }
          : failed
            ? { value: '—', currency: '' }
            : null
      }
      note={
        loaded
          ? positionsNote(t, mode, summary.count, summary.stake, positions.data.total)
          : failed
            ? t('openPositions.loadFailed')
            : null
      }
      noteTestId="open-positions-note"
      link={{ to: `${paths.onTrade}?mode=${mode}`, label: t('openPositions.view') }}
    />
  );
}

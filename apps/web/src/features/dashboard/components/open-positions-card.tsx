import { TRADING_MODE_LABELS, type TradingMode } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoneyDisplay } from '@kapital/shared/money';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { useOpenPositions } from '../api/get-open-positions.ts';
import { useLiveSummary } from '../hooks/use-live-summary.ts';
import { formatSignedAmount, resultColor } from '../lib/open-positions-summary.ts';

function positionsNote(mode: TradingMode, count: number, stake: bigint, total: number): string {
  const label = TRADING_MODE_LABELS[mode];
  if (count === 0) return `No open positions in ${label} mode`;
  const shown = total > count ? `${count} of ${total}` : String(count);
  const staked = `${formatMoneyDisplay(stake)} ${BASE_CURRENCY}`;
  return `${label} mode: live profit/loss after fees of ${shown} open, ${staked} staked`;
}

/**
 * The dashboard's "Open positions" in the mode the person trades now: their live profit or loss
 * after fees (moving with the prices, but not announced: it is not a live region), how many and
 * the total stake, and the way to On Trade, where the other mode's are a tab away. Refreshed by
 * every position event.
 */
export function OpenPositionsCard({ userId, mode }: { userId: string; mode: TradingMode }) {
  const positions = useOpenPositions(userId, mode);
  const summary = useLiveSummary(positions.data?.items ?? []);
  const failed = !positions.data && positions.isError;
  const loaded = positions.data !== undefined;
  return (
    <FundCard
      title="Open positions"
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
          ? positionsNote(mode, summary.count, summary.stake, positions.data.total)
          : failed
            ? 'Your positions could not be loaded.'
            : null
      }
      noteTestId="open-positions-note"
      link={{ to: `${paths.onTrade}?mode=${mode}`, label: 'View open positions' }}
    />
  );
}

import { BASE_CURRENCY } from '@kapital/shared/constants';
import { formatMoneyDisplay } from '@kapital/shared/money';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { useOpenPositions } from '../api/get-open-positions.ts';
import { useLiveSummary } from '../hooks/use-live-summary.ts';
import { formatSignedAmount, resultColor } from '../lib/open-positions-summary.ts';

function positionsNote(count: number, stake: bigint, total: number): string {
  if (count === 0) return 'No open positions';
  const shown = total > count ? `${count} of ${total}` : String(count);
  return `Live profit/loss of ${shown} open, ${formatMoneyDisplay(stake)} ${BASE_CURRENCY} staked`;
}

/**
 * The dashboard's "Open positions": their live profit or loss before fees (moving with the
 * prices, but not announced: it is not a live region), how many and the total stake. Refreshed
 * by every position event.
 */
export function OpenPositionsCard({ userId }: { userId: string }) {
  const positions = useOpenPositions(userId);
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
          ? positionsNote(summary.count, summary.stake, positions.data.total)
          : failed
            ? 'Your positions could not be loaded.'
            : null
      }
      noteTestId="open-positions-note"
      link={{ to: paths.onTrade, label: 'View open positions' }}
    />
  );
}

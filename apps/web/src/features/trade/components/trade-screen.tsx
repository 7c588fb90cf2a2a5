import type { PairSymbol } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import { OrdersSoon } from './orders-soon.tsx';
import { PairStats } from './pair-stats.tsx';
import { TradeChart } from './trade-chart.tsx';

/**
 * A pair's live price and chart, with the column on the right (under the chart on a phone)
 * where the order panel comes next.
 */
export function TradeScreen({ symbol }: { symbol: PairSymbol }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <PairStats symbol={symbol} />
        <TradeChart symbol={symbol} />
      </Box>
      <OrdersSoon symbol={symbol} />
    </Box>
  );
}

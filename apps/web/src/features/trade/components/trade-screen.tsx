import type { PairSymbol } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { usePositions } from '../api/get-positions.ts';
import { useTradingAccount } from '../api/get-trading-account.ts';
import { useTradeText } from '../i18n.ts';
import { positionLines } from '../lib/position-lines.ts';
import { OrderPanel } from './order-panel.tsx';
import { PairStats } from './pair-stats.tsx';
import { PriceAlerts } from './price-alerts.tsx';
import { TradeChart } from './trade-chart.tsx';

/** The most open positions of one pair drawn on its chart. */
const CHART_POSITIONS = 50;

/**
 * A pair's live price and chart, with the order panel and the pair's price alerts on the right
 * (under the chart on a phone). The pair's open positions in the mode the person trades now are
 * drawn on the chart as price lines; the other mode's are listed on On Trade.
 */
export function TradeScreen({ userId, symbol }: { userId: string; symbol: PairSymbol }) {
  const { t } = useTradeText();
  const mode = useTradingAccount(userId).data?.mode;
  const open = usePositions(
    userId,
    { status: 'open', mode, symbol, page: 1, size: CHART_POSITIONS },
    { enabled: mode !== undefined },
  );
  const items = open.data?.items;
  const lines = useMemo(
    () =>
      positionLines(
        (items ?? []).filter((position) => position.symbol === symbol),
        t,
      ),
    [items, symbol, t],
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <PairStats symbol={symbol} />
        <TradeChart symbol={symbol} lines={lines} />
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <OrderPanel userId={userId} symbol={symbol} />
        <PriceAlerts userId={userId} symbol={symbol} />
      </Box>
    </Box>
  );
}

import { CANDLE_INTERVALS, type CandleInterval } from '@kapital/shared';
import type { PairSymbol } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { pairLabel } from '@/lib/market/format-ticker.ts';
import { useCandles } from '../api/get-candles.ts';
import { useTradeText } from '../i18n.ts';
import { candleSummary } from '../lib/candle-summary.ts';
import type { PositionLine } from '../lib/position-lines.ts';
import { useLiveCandles } from '../lib/use-live-candles.ts';

// The chart library is the heaviest part of the screen: it downloads with the trade screen's
// first chart, never with the dashboard or the sign-in page.
const loadCandleChart = () => import('./candle-chart.tsx');
const CandleChart = lazy(loadCandleChart);

const chartSkeleton = (
  <Skeleton variant="rounded" data-testid="chart-skeleton" sx={{ height: { xs: 320, sm: 420 } }} />
);

const INTERVAL_NAMES: Record<CandleInterval, ParseKeys<'trade'>> = {
  '1m': 'chart.intervals.oneMinute',
  '5m': 'chart.intervals.fiveMinutes',
  '15m': 'chart.intervals.fifteenMinutes',
  '1h': 'chart.intervals.oneHour',
};

/**
 * A pair's candles at 1m, 5m, 15m or 1h: the history from the server, then live from the
 * forming candles the WebSocket streams. The drawing is hidden from screen readers; the latest
 * candle is told in words under the title instead (not announced: it changes every second).
 */
export function TradeChart({
  symbol,
  lines,
}: {
  symbol: PairSymbol;
  /** Open positions of the pair, drawn as price lines. */
  lines?: readonly PositionLine[];
}) {
  const { t } = useTradeText();
  const titleId = useId();
  const summaryId = useId();
  const [interval, chooseInterval] = useState<CandleInterval>('1m');
  const history = useCandles(symbol, interval);
  const candles = useLiveCandles(symbol, interval, history.data?.candles);
  // The library downloads while the history is read, not after it.
  useEffect(() => {
    loadCandleChart().catch(() => undefined);
  }, []);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={candles ? summaryId : undefined}
      aria-busy={history.isPending}
      sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 1,
        }}
      >
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
          {t('chart.title', { pair: pairLabel(symbol) })}
        </Typography>
        <ToggleButtonGroup
          value={interval}
          exclusive
          size="small"
          aria-label={t('chart.intervalLabel')}
          onChange={(_event, next: CandleInterval | null) => {
            // Pressing the chosen interval again keeps it.
            if (next) chooseInterval(next);
          }}
        >
          {CANDLE_INTERVALS.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              title={t(INTERVAL_NAMES[value])}
              sx={{ px: 1.5, minWidth: 48, fontWeight: 600, textTransform: 'none' }}
            >
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {candles ? (
        <>
          <Typography
            id={summaryId}
            variant="body2"
            color="text.secondary"
            data-testid="candle-summary"
            sx={{ mb: 1.5, fontVariantNumeric: 'tabular-nums' }}
          >
            {candleSummary(candles.at(-1), interval, symbol, t)}
          </Typography>
          <Suspense fallback={chartSkeleton}>
            <CandleChart
              symbol={symbol}
              candles={candles}
              seriesKey={`${symbol}:${interval}`}
              lines={lines}
            />
          </Suspense>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            <Trans
              t={t}
              i18nKey="chart.attribution"
              components={{
                anchor: (
                  <Link
                    href="https://www.tradingview.com/"
                    target="_blank"
                    rel="noopener"
                    color="inherit"
                  />
                ),
              }}
            />
          </Typography>
        </>
      ) : history.isError ? (
        <InlineLoadError
          message={t('chart.loadError')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          sx={{ mt: 1 }}
        />
      ) : (
        <>
          <Skeleton width="70%" sx={{ mb: 1.5 }} />
          {chartSkeleton}
        </>
      )}
    </Paper>
  );
}

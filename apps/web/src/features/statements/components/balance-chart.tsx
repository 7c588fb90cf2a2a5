import ShowChart from '@mui/icons-material/ShowChartOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { useBalanceHistory } from '@/features/statements/api/get-balance-history.ts';
import {
  balanceChanged,
  balanceHistorySummary,
  chartPoints,
} from '@/features/statements/lib/balance-history.ts';
import { HISTORY_DAYS } from '@/features/statements/lib/dashboard-requests.ts';
import { useNearViewport } from '@/features/statements/lib/use-near-viewport.ts';
import { useStatementsText } from '../i18n.ts';
import { BalanceSketch, CHART_HEIGHT } from './balance-sketch.tsx';

// The chart library weighs more than the rest of the dashboard's own code: it downloads only
// when there is a line worth drawing and the chart is about to be seen, not with the dashboard.
const BalanceAreaChart = lazy(() => import('./balance-area-chart.tsx'));

/** The wallet's closing balance on each of the last 30 days, drawn and told in words. */
export function BalanceChart({ userId }: { userId: string }) {
  const { t } = useStatementsText();
  const titleId = useId();
  const summaryId = useId();
  const section = useRef<HTMLElement>(null);
  const seen = useNearViewport(section);
  const history = useBalanceHistory(userId, 'wallet', HISTORY_DAYS);
  const points = useMemo(
    () => (history.data ? chartPoints(history.data.points) : []),
    [history.data],
  );
  const drawn = history.data ? balanceChanged(history.data.points) : false;

  return (
    <Paper
      ref={section}
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={history.data ? summaryId : undefined}
      aria-busy={history.isPending}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <ShowChart aria-hidden sx={{ color: 'primary.main' }} />
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600 }}>
          {t('balanceChart.title', { days: HISTORY_DAYS })}
        </Typography>
      </Box>
      {history.data ? (
        <>
          <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {balanceHistorySummary(history.data.points, t)}
          </Typography>
          {drawn ? (
            <Box data-testid="balance-chart">
              {seen ? (
                <Suspense fallback={<BalanceSketch points={points} />}>
                  <BalanceAreaChart points={points} />
                </Suspense>
              ) : (
                <BalanceSketch points={points} />
              )}
            </Box>
          ) : null}
        </>
      ) : history.isError ? (
        <InlineLoadError
          message={t('balanceChart.loadError')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          sx={{ mt: 1 }}
        />
      ) : (
        <Box role="status" aria-label={t('balanceChart.loading')}>
          <Skeleton width="60%" sx={{ mb: 2 }} />
          <Skeleton variant="rounded" sx={{ height: CHART_HEIGHT }} />
        </Box>
      )}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sketchPaths } from '../lib/balance-history.ts';

/** The chart's height, shared by the sketch so nothing moves when the chart replaces it. */
export const CHART_HEIGHT = { xs: 200, sm: 260 };

/**
 * The month's balance drawn from the figures alone, with no library: what the chart's place
 * shows until the chart itself has downloaded. The summary above tells it in words.
 */
export function BalanceSketch({ points }: { points: { value: number }[] }) {
  const { line, area } = useMemo(() => sketchPaths(points), [points]);
  return (
    <Box
      component="svg"
      data-testid="balance-sketch"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden
      sx={{ display: 'block', width: '100%', height: CHART_HEIGHT, color: 'primary.main' }}
    >
      <path d={area} fill="currentColor" fillOpacity={0.15} />
      <path
        d={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}

import { TRADING_MODE_LABELS, type TradingMode } from '@kapital/shared';
import Chip from '@mui/material/Chip';

const TITLES: Record<TradingMode, string> = {
  real: 'Real: trades your wallet',
  demo: 'Free: trades the demo balance, no real money',
};

/**
 * Real or Free, the same everywhere a balance or a position is shown: the header, the order
 * panel and every position.
 */
export function TradingModeChip({ mode, testId }: { mode: TradingMode; testId?: string }) {
  const real = mode === 'real';
  return (
    <Chip
      size="small"
      data-testid={testId}
      label={TRADING_MODE_LABELS[mode]}
      color={real ? 'success' : 'info'}
      variant={real ? 'filled' : 'outlined'}
      title={TITLES[mode]}
      sx={{ fontWeight: 700 }}
    />
  );
}

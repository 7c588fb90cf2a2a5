import type { TradingMode } from '@kapital/shared';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const TEXTS = {
  real: { label: 'tradingMode.real', title: 'tradingMode.realTitle' },
  demo: { label: 'tradingMode.demo', title: 'tradingMode.demoTitle' },
} as const satisfies Record<TradingMode, { label: string; title: string }>;

/**
 * Real or Free, the same everywhere a balance or a position is shown: the header, the order
 * panel and every position.
 */
export function TradingModeChip({ mode, testId }: { mode: TradingMode; testId?: string }) {
  const { t } = useTranslation();
  const real = mode === 'real';
  return (
    <Chip
      size="small"
      data-testid={testId}
      label={t(TEXTS[mode].label)}
      color={real ? 'success' : 'info'}
      variant={real ? 'filled' : 'outlined'}
      title={t(TEXTS[mode].title)}
      sx={{ fontWeight: 700 }}
    />
  );
}

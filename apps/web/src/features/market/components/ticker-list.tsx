import type { Ticker } from '@kapital/shared';
import { PAIR_NAMES } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { tradePairPath } from '@/config/paths.ts';
import { pairLabel } from '@/lib/market/format-ticker.ts';
import { TickerQuote } from './ticker-quote.tsx';

interface TickerListProps {
  tickers: readonly Ticker[];
  /** The strip's second copy: hidden from screen readers and skipped by Tab. */
  hidden?: boolean;
}

/**
 * One copy of the strip's pairs, each linking to its trade screen. Its styles are worked out
 * once: a tick re-renders only the quotes, which are plain elements.
 */
export const TickerList = memo(function TickerList({ tickers, hidden = false }: TickerListProps) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{
        display: 'flex',
        m: 0,
        p: 0,
        listStyle: 'none',
        '& [data-direction]': {
          display: 'inline-flex',
          alignItems: 'center',
          fontWeight: 600,
          color: 'text.secondary',
        },
        '& [data-direction="up"]': { color: 'success.main' },
        '& [data-direction="down"]': { color: 'error.main' },
      }}
    >
      {tickers.map((ticker) => (
        <li key={ticker.symbol}>
          <Link
            component={RouterLink}
            to={tradePairPath(ticker.symbol, PAIR_NAMES[ticker.symbol])}
            tabIndex={hidden ? -1 : undefined}
            color="inherit"
            underline="none"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mx: 0.5,
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              whiteSpace: 'nowrap',
              fontSize: '0.875rem',
              fontVariantNumeric: 'tabular-nums',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {pairLabel(ticker.symbol)}
            </Box>
            <TickerQuote fallback={ticker} />
          </Link>
        </li>
      ))}
    </Box>
  );
});

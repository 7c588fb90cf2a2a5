import type { Ticker } from '@kapital/shared';
import { PAIR_NAMES } from '@kapital/shared/constants';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { tradePairPath } from '@/config/paths.ts';
import { formatChange, formatPrice, pairLabel } from '../lib/format-ticker.ts';

const DIRECTION_COLOURS = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

interface TickerListProps {
  tickers: readonly Ticker[];
  /** The strip's second copy: hidden from screen readers and skipped by Tab. */
  hidden?: boolean;
}

/** One copy of the strip's pairs, each linking to its trade screen. */
export function TickerList({ tickers, hidden = false }: TickerListProps) {
  return (
    <Box
      component="ul"
      aria-hidden={hidden || undefined}
      sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}
    >
      {tickers.map((ticker) => {
        const change = formatChange(ticker.change24h);
        return (
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
              <span>{formatPrice(ticker.price)}</span>
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  fontWeight: 600,
                  color: DIRECTION_COLOURS[change.direction],
                }}
              >
                {change.direction === 'up' ? <ArrowDropUp aria-hidden /> : null}
                {change.direction === 'down' ? <ArrowDropDown aria-hidden /> : null}
                {change.text}
              </Box>
            </Link>
          </li>
        );
      })}
    </Box>
  );
}

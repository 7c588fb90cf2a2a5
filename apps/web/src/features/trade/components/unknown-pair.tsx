import { PAIRS } from '@kapital/shared/constants';
import CandlestickChart from '@mui/icons-material/CandlestickChartOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { pairLabel } from '@/lib/market/format-ticker.ts';
import { useTradeText } from '../i18n.ts';
import { PAIR_TITLES, pairPath } from '../lib/pairs.ts';

/** An address naming no pair: said so, with a link to each pair there is. */
export function UnknownPair({ symbol }: { symbol: string }) {
  const { t } = useTradeText();
  return (
    <EmptyState
      icon={CandlestickChart}
      eyebrow={t('unknownPair.eyebrow')}
      message={symbol ? t('unknownPair.messageWithSymbol', { symbol }) : t('unknownPair.message')}
    >
      <Box
        component="ul"
        aria-label={t('unknownPair.pairsLabel')}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1,
          maxWidth: 560,
        }}
      >
        {PAIRS.map((pair) => (
          <li key={pair}>
            <Link
              component={RouterLink}
              to={pairPath(pair)}
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                fontWeight: 600,
              }}
              underline="hover"
            >
              {pairLabel(pair)}
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' '}
                · {PAIR_TITLES[pair]}
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </EmptyState>
  );
}

import type { PairSymbol } from '@kapital/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatChange, formatPrice, formatQuantity } from '@/lib/market/format-ticker.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';
import { useTradeText } from '../i18n.ts';

/**
 * The pair's price, 24 h change, high, low and volume, from the WebSocket's latest tick. They
 * change every second, so they are not a live region: a screen reader reads them when asked.
 * A stale price is news, though: the warning under them is a status region that is always
 * there (an empty one until the price goes stale), so its appearing is announced.
 */
export function PairStats({ symbol }: { symbol: PairSymbol }) {
  const { t } = useTradeText();
  const ticker = useLiveTicker(symbol);
  const stale = ticker?.stale === true;
  const change = ticker ? formatChange(ticker.change24h) : null;
  const figures = [
    { label: t('pairStats.high24h'), value: ticker ? formatPrice(ticker.high24h, symbol) : null },
    { label: t('pairStats.low24h'), value: ticker ? formatPrice(ticker.low24h, symbol) : null },
    {
      label: t('pairStats.volume24h', { symbol }),
      value: ticker ? formatQuantity(ticker.volume24h) : null,
    },
  ];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('pairStats.sectionLabel')}
      aria-busy={!ticker}
      sx={{ borderRadius: 3, px: { xs: 2, sm: 3 }, py: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 3, sm: 5 },
          rowGap: 1.5,
        }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('pairStats.lastPrice')}
          </Typography>
          {ticker && change ? (
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
              <Typography
                data-testid="pair-price"
                sx={{
                  fontSize: '1.75rem',
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  color: stale ? 'text.secondary' : undefined,
                }}
              >
                {formatPrice(ticker.price, symbol)}
              </Typography>
              <Typography
                data-testid="pair-change"
                aria-label={t('pairStats.changeLabel', { change: change.text })}
                sx={{
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  color:
                    change.direction === 'up'
                      ? 'success.main'
                      : change.direction === 'down'
                        ? 'error.main'
                        : 'text.secondary',
                }}
              >
                {change.text}
              </Typography>
            </Box>
          ) : (
            <Skeleton width={200} sx={{ fontSize: '1.75rem' }} />
          )}
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: { xs: 3, sm: 5 },
            rowGap: 1,
            '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          {figures.map(({ label, value }) => (
            <div key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2">
                {value ?? <Skeleton width={90} />}
              </Typography>
            </div>
          ))}
        </Box>
      </Box>
      <div role="status">
        {stale ? (
          <Alert severity="warning" role="none" variant="outlined" sx={{ mt: 1.5 }}>
            {t('orderAvailability.stale')}
          </Alert>
        ) : null}
      </div>
    </Paper>
  );
}

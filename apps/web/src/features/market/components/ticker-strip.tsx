import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { inPairOrder } from '@/lib/market/format-ticker.ts';
import { useTickers } from '../api/get-tickers.ts';
import { useMarketText } from '../i18n.ts';
import { TickerList } from './ticker-list.tsx';

// The track holds the list twice; moving it by half its width brings the second copy exactly
// where the first began, so the loop has no seam.
const scrollByOneCopy = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/** Seconds per pair for one full loop: about 40 pixels a second, slow enough to read. */
const SECONDS_PER_PAIR = 5;

/**
 * The market strip above every signed-in screen: each pair's price and 24 h change, first from
 * GET /api/market/tickers, then from the WebSocket's ticks. It pauses under the pointer and
 * while a link in it has keyboard focus, and stands still for people who ask for less motion.
 */
export function TickerStrip() {
  const { t } = useMarketText();
  const tickers = useTickers();
  // The same array until the list is fetched again, so the memoised lists are not redrawn.
  const ordered = useMemo(() => (tickers.data ? inPairOrder(tickers.data) : null), [tickers.data]);

  return (
    <Box
      component="section"
      aria-label={t('tickerStrip.label')}
      sx={{
        height: 44,
        display: 'flex',
        alignItems: 'center',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover > [data-track], &:focus-within > [data-track]': {
          animationPlayState: 'paused',
        },
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto' },
      }}
    >
      {ordered ? (
        <Box
          data-track
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scrollByOneCopy} ${ordered.length * SECONDS_PER_PAIR}s linear infinite`,
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              '& > [aria-hidden]': { display: 'none' },
            },
          }}
        >
          <TickerList tickers={ordered} />
          {/* The copy that closes the loop: seen, but neither read out nor reached by Tab. */}
          <TickerList tickers={ordered} hidden />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {tickers.isError ? t('tickerStrip.unavailable') : t('tickerStrip.loading')}
        </Typography>
      )}
    </Box>
  );
}

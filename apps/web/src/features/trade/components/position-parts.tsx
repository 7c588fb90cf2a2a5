import type { Position } from '@kapital/shared';
import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TradingModeChip } from '@/components/trading-mode-chip.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatPrice } from '@/lib/market/format-ticker.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';
import { useTradeText } from '../i18n.ts';
import { usd } from '../lib/order-form.ts';
import { directionOf, liveResult, signedMoney } from '../lib/position-figures.ts';
import { SIDE_KEYS } from '../lib/trade-labels.ts';

export const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const directionColor = (direction: 'up' | 'down' | 'flat') =>
  direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary';

/** Buy in green, Sell in red, said in words as well. */
export function SideText({ side }: { side: Position['side'] }) {
  const { t } = useTradeText();
  return (
    <Box
      component="span"
      sx={{ fontWeight: 700, color: side === 'buy' ? 'success.main' : 'error.main' }}
    >
      {t(SIDE_KEYS[side])}
    </Box>
  );
}

/** The pair's live price. Not a live region: it changes every second. */
export function LivePrice({ symbol }: { symbol: string }) {
  const ticker = useLiveTicker(symbol);
  return (
    <Box component="span" sx={numeric} data-testid="live-price">
      {ticker ? formatPrice(ticker.price, symbol) : '—'}
    </Box>
  );
}

/**
 * The position's net result if it closed at the live price (after both fees), in USD and as a
 * share of the stake, coloured by that net, with the fees under it. Computed here for display
 * only; not announced (it changes every second).
 */
export function LiveResult({ position }: { position: Position }) {
  const { t } = useTradeText();
  const ticker = useLiveTicker(position.symbol);
  const result = liveResult(position, ticker?.price);
  if (!result) return <Box component="span">—</Box>;
  return (
    <Box component="span" sx={{ display: 'inline-block', textAlign: 'right' }}>
      <Box
        component="span"
        data-testid="live-result"
        sx={{
          ...numeric,
          display: 'block',
          fontWeight: 600,
          color: directionColor(result.direction),
        }}
      >
        {result.text}{' '}
        <Box component="span" sx={{ fontWeight: 400 }}>
          ({result.percent})
        </Box>
      </Box>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        data-testid="live-fees"
        sx={{ ...numeric, display: 'block' }}
      >
        {t('positions.afterFees', { fees: usd(result.fees) })}
      </Typography>
    </Box>
  );
}

/** A settled amount (the net result), signed and coloured by its sign; "USD" after it on cards. */
export function SignedAmount({
  amount,
  testId,
  withCurrency = false,
}: {
  amount: string | null;
  testId?: string;
  withCurrency?: boolean;
}) {
  if (amount === null) return <span>—</span>;
  const minor = parseMoney(amount);
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ ...numeric, fontWeight: 600, color: directionColor(directionOf(minor)) }}
    >
      {signedMoney(minor)}
      {withCurrency ? ` ${BASE_CURRENCY}` : null}
    </Box>
  );
}

/** The pair's name with the position's mode beside it: Real or Free. */
export function PairWithMode({ position, pair }: { position: Position; pair: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {pair}
      <TradingModeChip mode={position.mode} testId="position-mode" />
    </Box>
  );
}

export const priceText = (price: string | null, symbol: string) =>
  price ? formatPrice(price, symbol) : '—';

/**
 * One position on a phone: the pair and side with its number and time over a list of figures
 * (`dt`/`dd` pairs as children), its headline figure on the right, and actions underneath.
 */
export function PositionCard({
  position,
  pair,
  at,
  figure,
  testId,
  actions,
  children,
}: {
  position: Position;
  /** The pair's name: a link to its trade screen, or plain text. */
  pair: ReactNode;
  /** ISO time shown after the number: opened for an open position, closed for a closed one. */
  at: string | null;
  figure: ReactNode;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding data-testid={testId}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, width: '100%' }}>
        {/* The figure goes under the pair when both do not fit beside each other on a phone. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <PairWithMode position={position} pair={pair} /> <SideText side={position.side} />
            <Typography variant="body2" color="text.secondary">
              {position.number} · {at ? formatDateTime(at) : '—'}
            </Typography>
          </Box>
          {figure}
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1.5,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, textAlign: 'right', ...numeric },
          }}
        >
          {children}
        </Box>
        {actions ? <Box sx={{ mt: 1.5 }}>{actions}</Box> : null}
      </Paper>
    </ListItem>
  );
}

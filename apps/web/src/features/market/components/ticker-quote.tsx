import type { Ticker } from '@kapital/shared';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import { memo } from 'react';
import { formatChange, formatPrice, type PriceDirection } from '@/lib/market/format-ticker.ts';
import { useLiveTicker } from '@/lib/market/live-tickers.ts';

/** Redrawn when the 24 h change turns, not every second. */
const DirectionArrow = memo(function DirectionArrow({ direction }: { direction: PriceDirection }) {
  if (direction === 'up') return <ArrowDropUp aria-hidden />;
  if (direction === 'down') return <ArrowDropDown aria-hidden />;
  return null;
});

/**
 * A pair's price and 24 h change, from the latest tick (or the first prices until one comes).
 * Plain elements, coloured by the list's styles through `data-direction`, so the render a tick
 * causes every second costs next to nothing.
 */
export function TickerQuote({ fallback }: { fallback: Ticker }) {
  const ticker = useLiveTicker(fallback.symbol) ?? fallback;
  const change = formatChange(ticker.change24h);
  return (
    <>
      <span>{formatPrice(ticker.price, ticker.symbol)}</span>
      <span data-direction={change.direction}>
        <DirectionArrow direction={change.direction} />
        {change.text}
      </span>
    </>
  );
}

import type { Ticker } from '@kapital/shared';
import { PAIRS, QUOTE_ASSET } from '@kapital/shared/constants';

export type PriceDirection = 'up' | 'down' | 'flat';

/** The minus sign, not a hyphen: it reads as one and is as wide as the plus. */
const MINUS = '\u2212';

/**
 * A price as the server sent it, with thousands separators: "97123.45" -> "97,123.45". The
 * decimals are the pair's tick size, so they are kept as they are.
 */
export function formatPrice(price: string): string {
  const negative = price.startsWith('-');
  const [whole = '0', fraction] = (negative ? price.slice(1) : price).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? MINUS : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "1.25" -> up, "+1.25%"; "-0.40" -> down, "−0.40%"; the sign says it without colour. */
export function formatChange(change: string): { text: string; direction: PriceDirection } {
  const negative = change.startsWith('-');
  const digits = negative || change.startsWith('+') ? change.slice(1) : change;
  if (/^0*(\.0*)?$/.test(digits)) return { text: `${digits}%`, direction: 'flat' };
  return negative
    ? { text: `${MINUS}${digits}%`, direction: 'down' }
    : { text: `+${digits}%`, direction: 'up' };
}

/** "BTC/USDT" */
export function pairLabel(symbol: string): string {
  return `${symbol}/${QUOTE_ASSET}`;
}

/** The seed's order (BTC, ETH, SOL, ...), whatever order the server sent them in. */
export function inPairOrder(tickers: readonly Ticker[]): Ticker[] {
  return [...tickers].sort((a, b) => PAIRS.indexOf(a.symbol) - PAIRS.indexOf(b.symbol));
}

import type { PairSymbol, Ticker } from '@kapital/shared';
import { PAIR_PRICE_DECIMALS, PAIRS, QUOTE_ASSET } from '@kapital/shared/constants';
import { numberSeparators } from '../i18n/format.ts';

export type PriceDirection = 'up' | 'down' | 'flat';

/** The minus sign, not a hyphen: it reads as one and is as wide as the plus. */
const MINUS = '\u2212';

/** The decimals a pair's prices are shown with (BTC 2, DOGE 5); undefined for an unknown pair. */
export function pairPriceDecimals(symbol: string): number | undefined {
  return Object.hasOwn(PAIR_PRICE_DECIMALS, symbol)
    ? PAIR_PRICE_DECIMALS[symbol as PairSymbol]
    : undefined;
}

/**
 * A decimal string with thousands separators and its decimals as they are: "1234567.5" ->
 * "1,234,567.5" ("1.234.567,5" in Indonesian). For quantities such as the 24h volume, which
 * have no tick size.
 */
export function formatQuantity(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const { group, decimal } = numberSeparators();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? MINUS : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/**
 * A pair's price with thousands separators and at least the pair's decimals, as the ticker
 * writes it: BTC "95770.8" -> "95,770.80", "97090" -> "97,090.00". Digits beyond them are kept
 * ("0.123456" stays), and an unknown pair's price keeps the decimals it came with.
 */
export function formatPrice(price: string, symbol: string): string {
  const decimals = pairPriceDecimals(symbol) ?? 0;
  const dot = price.indexOf('.');
  const fraction = dot === -1 ? '' : price.slice(dot + 1);
  const padded =
    fraction.length >= decimals
      ? price
      : `${dot === -1 ? `${price}.` : price}${'0'.repeat(decimals - fraction.length)}`;
  return formatQuantity(padded);
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

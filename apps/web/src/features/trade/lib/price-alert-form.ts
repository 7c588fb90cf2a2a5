import {
  alertOnRightSide,
  type PriceAlertDirection,
  pairDecimalsProblem,
  wrongSideMessage,
} from '@kapital/shared';
import { PAIR_PRICE_DECIMALS, type PairSymbol } from '@kapital/shared/constants';
import { formatPrice, PRICE_PATTERN, PRICE_SCALE, parsePrice } from '@kapital/shared/trading';
import type { TFunction } from 'i18next';

/** How far beyond the live price the form suggests an alert: 0.1 %, in basis points. */
const SUGGESTED_DISTANCE_BPS = 10n;

/** A tick-sized price (units of 10^-8) with exactly the pair's decimals: "97097.00". */
function withPairDecimals(units: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatPrice(units).split('.');
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/**
 * The price the form offers for a new alert: 0.1 % beyond the live price on the alert's side,
 * rounded outward to the pair's tick size and at least one tick away. Null when there is no
 * live price, or no tick-sized price above zero below it.
 */
export function suggestedAlertPrice(
  livePrice: string | undefined,
  direction: PriceAlertDirection,
  symbol: PairSymbol,
): string | null {
  if (!livePrice || !PRICE_PATTERN.test(livePrice)) return null;
  const decimals = PAIR_PRICE_DECIMALS[symbol];
  const tick = 10n ** BigInt(PRICE_SCALE - decimals);
  const price = parsePrice(livePrice);
  const offset = (price * SUGGESTED_DISTANCE_BPS) / 10_000n;
  if (direction === 'above') {
    const rounded = ((price + offset + tick - 1n) / tick) * tick;
    return withPairDecimals(rounded > price ? rounded : rounded + tick, decimals);
  }
  const rounded = ((price - offset) / tick) * tick;
  const below = rounded < price ? rounded : rounded - tick;
  return below > 0n ? withPairDecimals(below, decimals) : null;
}

/** A typed price as the API takes it: spaces and thousands separators dropped ("65,000" -> "65000"). */
export function typedAlertPrice(text: string): string {
  return text.replace(/[\s,]/g, '');
}

/**
 * Why a typed alert price cannot be sent, or null when it can. Checked against the pair's tick
 * size and the live price; the server checks again against its own price. The shared schema's
 * wordings are translated where the field shows them.
 */
export function alertPriceProblem(
  text: string,
  direction: PriceAlertDirection,
  livePrice: string | undefined,
  symbol: PairSymbol,
  t: TFunction<'trade'>,
): string | null {
  const typed = typedAlertPrice(text);
  if (typed === '') return 'Enter a price';
  if (!PRICE_PATTERN.test(typed)) return t('alerts.priceExample');
  const level = parsePrice(typed);
  if (level <= 0n) return 'Enter a price above zero';
  const decimals = pairDecimalsProblem(symbol, typed);
  if (decimals) return decimals;
  if (!livePrice || !PRICE_PATTERN.test(livePrice)) return null;
  return alertOnRightSide(direction, level, parsePrice(livePrice))
    ? null
    : wrongSideMessage(direction);
}

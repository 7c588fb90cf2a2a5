/**
 * Binance sends prices and volumes as decimal strings with up to 8 decimals. They stay strings
 * and are compared and summed as scaled bigints, so no float rounding reaches a price.
 */

function fractionLength(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

function scaled(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(`${whole}${fraction.padEnd(decimals, '0')}`);
}

function unscaled(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** "97000.10000000" is "97000.1" and "5.00000000" is "5": Binance pads every number to 8 places. */
export function trimDecimal(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/\.?0+$/, '');
}

export function compareDecimals(a: string, b: string): number {
  const decimals = Math.max(fractionLength(a), fractionLength(b));
  const difference = scaled(a, decimals) - scaled(b, decimals);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export function addDecimals(a: string, b: string): string {
  const decimals = Math.max(fractionLength(a), fractionLength(b));
  return trimDecimal(unscaled(scaled(a, decimals) + scaled(b, decimals), decimals));
}

/**
 * The change from `open` to `close` in percent with two decimals, rounded half away from zero,
 * as the simulated feed's tickers show it: "-1.25", "0.00", "3.10".
 */
export function percentChange(open: string, close: string): string {
  const decimals = Math.max(fractionLength(open), fractionLength(close));
  const from = scaled(open, decimals);
  if (from === 0n) return '0';
  const numerator = (scaled(close, decimals) - from) * 20_000n;
  const doubled = numerator / from;
  // doubled is twice the basis points, truncated: adding its sign before halving rounds half away.
  const basisPoints = (doubled + (doubled < 0n ? -1n : 1n)) / 2n;
  return unscaled(basisPoints, 2);
}

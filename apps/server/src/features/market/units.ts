/**
 * Market numbers are integers of a pair's smallest unit until they become JSON strings, so no
 * float rounding ever shows up in a price.
 */

/** 9700012 at 2 decimals is "97000.12". */
export function formatUnits(units: number, decimals: number): string {
  const digits = Math.abs(units)
    .toString()
    .padStart(decimals + 1, '0');
  const sign = units < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The change from `from` to `to` in percent, two decimals: "-1.25", "0.00", "3.10". */
export function percentChange(from: number, to: number): string {
  return formatUnits(Math.round(((to - from) * 10_000) / from), 2);
}

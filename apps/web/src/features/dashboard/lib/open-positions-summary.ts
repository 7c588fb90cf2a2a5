import { parseMoney } from '@kapital/shared/money';
import { netResult, type PositionSide, parsePrice, settle } from '@kapital/shared/trading';
import { formatAmount } from '@/lib/i18n/format.ts';

/** What the dashboard needs of an open position. */
export interface OpenPositionFigures {
  symbol: string;
  side: PositionSide;
  /** USD, e.g. '100.00'. */
  stake: string;
  /** A decimal price string. */
  entryPrice: string;
  /** USD, the fee paid at open. */
  openFee: string;
  /** The rate of the closing fee, in basis points of the stake. */
  feeBps: number;
}

export interface OpenPositionsSummary {
  count: number;
  /** Cents of USD. */
  stake: bigint;
  /**
   * Cents of USD: the sum of each position's net result after both fees, were it closed at its
   * pair's latest price; null until every pair has a price.
   */
  result: bigint | null;
}

/**
 * The count, the total stake and the live net profit or loss of open positions, in bigint cents.
 * `priceOf` gives a pair's latest price (a decimal string), or undefined before its first tick.
 */
export function summarizeOpenPositions(
  positions: readonly OpenPositionFigures[],
  priceOf: (symbol: string) => string | undefined,
): OpenPositionsSummary {
  let stake = 0n;
  let result: bigint | null = 0n;
  for (const position of positions) {
    const minor = parseMoney(position.stake);
    stake += minor;
    const price = priceOf(position.symbol);
    if (price === undefined || result === null) {
      result = null;
      continue;
    }
    const { payout } = settle(
      position.side,
      minor,
      parsePrice(position.entryPrice),
      parsePrice(price),
      position.feeBps,
    );
    result += netResult(minor, parseMoney(position.openFee), payout);
  }
  return { count: positions.length, stake, result };
}

/** Cents as '+12.50', '−3.00' (a true minus) or '0.00', grouped as the chosen language writes it. */
export function formatSignedAmount(minor: bigint): string {
  const sign = minor > 0n ? '+' : minor < 0n ? '\u2212' : '';
  return `${sign}${formatAmount(minor < 0n ? -minor : minor)}`;
}

/** Green for a profit, red for a loss, the ordinary colour at zero. */
export function resultColor(minor: bigint): 'success.main' | 'error.main' | 'text.primary' {
  if (minor > 0n) return 'success.main';
  return minor < 0n ? 'error.main' : 'text.primary';
}

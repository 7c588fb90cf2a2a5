// Plain values only (no zod): the order panel shows the same fee and result the server settles.
import { BPS_PER_WHOLE } from './money.ts';

/** Prices are decimal strings on the wire and integers of 10^-8 in arithmetic. */
export const PRICE_SCALE = 8;
const PRICE_UNIT = 10n ** BigInt(PRICE_SCALE);
export const PRICE_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

export type PositionSide = 'buy' | 'sell';

/** "94332.18" -> 9433218000000n (units of 10^-8). */
export function parsePrice(text: string): bigint {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) throw new RangeError(`Not a price: "${text}"`);
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return BigInt(whole) * PRICE_UNIT + BigInt(fraction.padEnd(PRICE_SCALE, '0'));
}

/** 9433218000000n -> "94332.18": no trailing zeros beyond what the price has. */
export function formatPrice(units: bigint): string {
  const whole = units / PRICE_UNIT;
  const fraction = (units % PRICE_UNIT).toString().padStart(PRICE_SCALE, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * A trading fee: `feeBps` of the stake, rounded half up to the cent (as withdrawal fees are).
 * Charged once at open and once at close.
 */
export function tradeFee(stake: bigint, feeBps: number): bigint {
  return (stake * BigInt(feeBps) + BPS_PER_WHOLE / 2n) / BPS_PER_WHOLE;
}

/**
 * Profit or loss of a 1x position before fees: stake x (exit / entry - 1), negated for a Sell,
 * rounded toward zero to the cent (neither side gains a fraction of a cent from rounding), and
 * never a loss beyond the stake.
 */
export function positionResult(
  side: PositionSide,
  stake: bigint,
  entry: bigint,
  exit: bigint,
): bigint {
  if (entry <= 0n) throw new RangeError('An entry price must be above zero');
  const moved = side === 'buy' ? exit - entry : entry - exit;
  // BigInt division truncates toward zero.
  const result = (stake * moved) / entry;
  return result < -stake ? -stake : result;
}

export interface Settlement {
  /** Before fees, capped at minus the stake. */
  result: bigint;
  /** The closing fee actually charged: never more than what is left of the stake. */
  closeFee: bigint;
  /** What returns to the trading account: stake + result - closeFee, never below zero. */
  payout: bigint;
}

/** How a position settles at `exit`: its result, the closing fee, and what the trader gets. */
export function settle(
  side: PositionSide,
  stake: bigint,
  entry: bigint,
  exit: bigint,
  feeBps: number,
): Settlement {
  const result = positionResult(side, stake, entry, exit);
  const left = stake + result;
  const closeFee = left <= 0n ? 0n : minBig(tradeFee(stake, feeBps), left);
  return { result, closeFee, payout: left - closeFee };
}

/**
 * What a position leaves the trader with after both fees: what came back minus everything that
 * left (the stake and the opening fee), which is also the result minus both fees.
 */
export function netResult(stake: bigint, openFee: bigint, payout: bigint): bigint {
  return payout - stake - openFee;
}

/**
 * The price at which the loss reaches the whole stake: stop-out. A 1x Buy loses everything only
 * at a price of zero; a 1x Sell at twice its entry.
 */
export function stopOutPrice(side: PositionSide, entry: bigint): bigint {
  return side === 'buy' ? 0n : entry * 2n;
}

/** Whether a take-profit or stop-loss level lies on the side of the price it must. */
export function levelOnRightSide(
  kind: 'takeProfit' | 'stopLoss',
  side: PositionSide,
  level: bigint,
  price: bigint,
): boolean {
  const above = level > price;
  const below = level < price;
  if (kind === 'takeProfit') return side === 'buy' ? above : below;
  return side === 'buy' ? below : above;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

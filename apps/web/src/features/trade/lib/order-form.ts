import { formatMoneyDisplay, parseMoney, readTypedMoney } from '@kapital/shared/money';
import {
  levelOnRightSide,
  type PositionSide,
  PRICE_PATTERN,
  parsePrice,
  tradeFee,
} from '@kapital/shared/trading';

export const usd = (minor: bigint) => `${formatMoneyDisplay(minor)} USD`;

/** Why the typed stake cannot be sent, or null when it can (the server checks again). */
export function stakeProblem(text: string, balance: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter the stake in USD';
  const typed = readTypedMoney(trimmed);
  if (!typed.ok) return typed.problem;
  const available = parseMoney(balance);
  if (typed.minor > available) return `That is more than your trading balance (${usd(available)})`;
  return null;
}

/** The typed stake in cents, or null while it is not one above zero. */
export function typedStake(text: string): bigint | null {
  const typed = readTypedMoney(text);
  return typed.ok ? typed.minor : null;
}

/** The opening fee of a stake, shown before the order is sent. */
export function openingFee(stakeText: string, feeBps: number): bigint | null {
  const stake = typedStake(stakeText);
  return stake === null ? null : tradeFee(stake, feeBps);
}

export type LevelKind = 'takeProfit' | 'stopLoss';

const LEVEL_NAMES: Record<LevelKind, string> = {
  takeProfit: 'take-profit',
  stopLoss: 'stop-loss',
};

/**
 * Why a typed take-profit or stop-loss cannot be used, or null when it can (or is empty: both
 * are optional). Checked against the side and the live price; the server checks against the
 * price it fills at.
 */
export function levelProblem(
  kind: LevelKind,
  side: PositionSide,
  text: string,
  price: string | undefined,
): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PRICE_PATTERN.test(trimmed)) return 'Enter a price with at most 8 decimals';
  const level = parsePrice(trimmed);
  if (level <= 0n) return 'Enter a price above zero';
  if (!price || !PRICE_PATTERN.test(price)) return null;
  if (levelOnRightSide(kind, side, level, parsePrice(price))) return null;
  const above = (kind === 'takeProfit') === (side === 'buy');
  return `A ${side === 'buy' ? 'Buy' : 'Sell'}'s ${LEVEL_NAMES[kind]} must be ${
    above ? 'above' : 'below'
  } the current price`;
}

/** A level as the API takes it: null when the field is empty. */
export function levelValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

import { parseMoney } from '@kapital/shared/money';
import {
  levelOnRightSide,
  type PositionSide,
  PRICE_PATTERN,
  parsePrice,
  tradeFee,
} from '@kapital/shared/trading';
import type { ParseKeys, TFunction } from 'i18next';
import { formatAmount, readAmount } from '@/lib/i18n/format.ts';

/** An amount in USD as the chosen language writes it: "1,234.50 USD". */
export const usd = (minor: bigint) => `${formatAmount(minor)} USD`;

/**
 * Why the typed stake cannot be sent, or null when it can (the server checks again). The typed
 * amount's own problems are the shared wording, translated where the field shows them.
 */
export function stakeProblem(text: string, balance: string, t: TFunction<'trade'>): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('orderForm.stakeMissing');
  const typed = readAmount(trimmed);
  if (!typed.ok) return typed.problem;
  const available = parseMoney(balance);
  if (typed.minor > available) return t('orderForm.stakeTooHigh', { balance: usd(available) });
  return null;
}

/** The typed stake in cents, or null while it is not one above zero. */
export function typedStake(text: string): bigint | null {
  const typed = readAmount(text);
  return typed.ok ? typed.minor : null;
}

/** The opening fee of a stake, shown before the order is sent. */
export function openingFee(stakeText: string, feeBps: number): bigint | null {
  const stake = typedStake(stakeText);
  return stake === null ? null : tradeFee(stake, feeBps);
}

export type LevelKind = 'takeProfit' | 'stopLoss';

const WRONG_SIDE: Record<PositionSide, Record<LevelKind, ParseKeys<'trade'>>> = {
  buy: { takeProfit: 'orderForm.buyTakeProfitAbove', stopLoss: 'orderForm.buyStopLossBelow' },
  sell: { takeProfit: 'orderForm.sellTakeProfitBelow', stopLoss: 'orderForm.sellStopLossAbove' },
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
  t: TFunction<'trade'>,
): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PRICE_PATTERN.test(trimmed)) return 'Enter a price with at most 8 decimals';
  const level = parsePrice(trimmed);
  if (level <= 0n) return 'Enter a price above zero';
  if (!price || !PRICE_PATTERN.test(price)) return null;
  if (levelOnRightSide(kind, side, level, parsePrice(price))) return null;
  return t(WRONG_SIDE[side][kind]);
}

/** A level as the API takes it: null when the field is empty. */
export function levelValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

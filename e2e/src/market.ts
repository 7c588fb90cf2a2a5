import type { PairSymbol } from '@kapital/shared';
import { expect } from 'vitest';
// The e2e server runs the default simulated feed: a pure function of (pair, second). Its model
// is imported as source (it pulls in only @kapital/shared), so a test knows the coming prices.
import { PAIR_MODELS } from '../../apps/server/src/features/market/pairs.ts';
import { priceUnits } from '../../apps/server/src/features/market/price-model.ts';
import { formatUnits } from '../../apps/server/src/features/market/units.ts';

/** The simulated price of `symbol` at a unix second, as the server sends it ("97000.12"). */
export function simulatedPrice(symbol: PairSymbol, second: number): string {
  return formatUnits(priceUnits(symbol, second), PAIR_MODELS[symbol].priceDecimals);
}

export interface TakeProfitPlan {
  side: 'buy' | 'sell';
  /** The take-profit, with the pair's decimals: "97012.34". */
  level: string;
  /** The unix second whose price first reaches the level (and the next one's holds it). */
  reachedAt: number;
  /** The highest (Buy) or lowest (Sell) price of the quiet seconds, the level is beyond it. */
  quietExtreme: string;
}

export interface TakeProfitWindow {
  /** Seconds from now during which the price stays short of the level: order, fill, screens. */
  quiet: number;
  /** The level must be reached by this many seconds from now. */
  within: number;
  /** How far beyond the quiet seconds' prices the level lies, in millionths of the price. */
  marginPpm: number;
}

const DEFAULT_WINDOW: TakeProfitWindow = { quiet: 9, within: 60, marginPpm: 20 };

/**
 * A take-profit the simulated price reaches by itself soon, for an order sent from now on: a
 * Buy's level above every price from 2 s ago to `quiet` s from now (so the order panel and the
 * server, which checks it against the fill price, take it, and it cannot fire before the screens
 * show the position open), or a Sell's below every one, which the price then reaches and holds
 * for two seconds within `within` s. Of the two sides, the one reached first; null when the market reaches neither
 * (about one start in a hundred): try again a second later.
 */
export function takeProfitPlan(
  symbol: PairSymbol,
  nowMs: number,
  window: Partial<TakeProfitWindow> = {},
): TakeProfitPlan | null {
  const { quiet, within, marginPpm } = { ...DEFAULT_WINDOW, ...window };
  const { priceDecimals } = PAIR_MODELS[symbol];
  const now = Math.floor(nowMs / 1000);
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let second = now - 2; second <= now + quiet; second += 1) {
    const price = priceUnits(symbol, second);
    high = Math.max(high, price);
    low = Math.min(low, price);
  }
  const margin = Math.max(1, Math.ceil((high * marginPpm) / 1_000_000));
  const buyLevel = high + margin;
  const sellLevel = low - margin;
  // A tick may now and then skip a second: the level is held two seconds in a row.
  let next = priceUnits(symbol, now + quiet + 1);
  for (let second = now + quiet + 1; second < now + within; second += 1) {
    const current = next;
    next = priceUnits(symbol, second + 1);
    if (Math.min(current, next) >= buyLevel) {
      return {
        side: 'buy',
        level: formatUnits(buyLevel, priceDecimals),
        reachedAt: second,
        quietExtreme: formatUnits(high, priceDecimals),
      };
    }
    if (Math.max(current, next) <= sellLevel) {
      return {
        side: 'sell',
        level: formatUnits(sellLevel, priceDecimals),
        reachedAt: second,
        quietExtreme: formatUnits(low, priceDecimals),
      };
    }
  }
  return null;
}

/**
 * takeProfitPlan for an order sent right away, waiting (a few seconds at most) while the market
 * offers none.
 */
export async function nextTakeProfitPlan(
  symbol: PairSymbol,
  window: Partial<TakeProfitWindow> = {},
): Promise<TakeProfitPlan> {
  const found: { plan: TakeProfitPlan | null } = { plan: null };
  await expect
    .poll(
      () => {
        found.plan = takeProfitPlan(symbol, Date.now(), window);
        return found.plan;
      },
      { timeout: 30_000, interval: 500 },
    )
    .not.toBeNull();
  if (!found.plan) throw new Error(`No take-profit plan for ${symbol}`);
  return found.plan;
}

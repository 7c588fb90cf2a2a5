/**
 * The take-profit/stop-loss engine's cost: 100,000 open positions spread over the pairs in the
 * trigger book, ticks that move every pair's price a little (so a few positions fire), and the
 * time each tick's check takes. Figures, not assertions.
 */
import { PAIRS, type PairSymbol } from '@kapital/shared';
import { TriggerBook } from '../src/features/trading/trigger-book.ts';

export interface TriggerFigures {
  positions: number;
  ticks: number;
  medianMs: number;
  p99Ms: number;
  fired: number;
}

/** A deterministic pseudo-random sequence, so runs compare. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function triggerChecks(positionCount: number, ticks: number): TriggerFigures {
  const random = sequence(42);
  const book = new TriggerBook();
  const base = 1_000;
  for (let index = 0; index < positionCount; index += 1) {
    const symbol = PAIRS[index % PAIRS.length] as PairSymbol;
    const entry = base * (0.95 + random() * 0.1);
    const buy = index % 2 === 0;
    // Levels 1 % to 20 % away from the entry, on the sides they must be.
    const away = (0.01 + random() * 0.19) * entry;
    book.watch({
      id: `p${index}`,
      symbol,
      side: buy ? 'buy' : 'sell',
      entryPrice: entry.toFixed(8),
      takeProfit: (buy ? entry + away : entry - away).toFixed(8),
      stopLoss: (buy ? entry - away : entry + away).toFixed(8),
    });
  }
  const prices = new Map<PairSymbol, number>(PAIRS.map((symbol) => [symbol, base]));
  const durations: number[] = [];
  let fired = 0;
  for (let tick = 0; tick < ticks; tick += 1) {
    const started = performance.now();
    for (const symbol of PAIRS) {
      // A random walk of up to 0.05 % a tick.
      const price = (prices.get(symbol) ?? base) * (1 + (random() - 0.5) * 0.001);
      prices.set(symbol, price);
      fired += book.crossed(symbol, BigInt(Math.round(price * 1e8))).length;
    }
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;
  return {
    positions: positionCount,
    ticks,
    medianMs: Number(at(0.5).toFixed(3)),
    p99Ms: Number(at(0.99).toFixed(3)),
    fired,
  };
}

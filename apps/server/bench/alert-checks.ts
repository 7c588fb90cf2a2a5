/**
 * The price-alert checker's cost: 100,000 watching alerts spread over the pairs in the alert
 * book, ticks that move every pair's price a little (so a few alerts fire or re-arm), and the
 * time each tick's check takes; then, for comparison, single ticks that each reach `burst`
 * alerts at once. Figures, not assertions.
 */
import { PAIRS, type PairSymbol } from '@kapital/shared';
import { AlertBook, type WatchedAlert } from '../src/features/price-alerts/alert-book.ts';

export interface AlertFigures {
  alerts: number;
  ticks: number;
  medianMs: number;
  p99Ms: number;
  /** Fired and re-armed over all the ticks. */
  acted: number;
  /** One tick that reaches `burst` alerts of one pair. */
  burst: number;
  burstMs: number;
}

/** A deterministic pseudo-random sequence, so runs compare. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const units = (price: number) => BigInt(Math.round(price * 1e8));

export function alertChecks(alertCount: number, ticks: number, burst: number): AlertFigures {
  const random = sequence(7);
  const book = new AlertBook();
  const alerts = new Map<string, WatchedAlert>();
  const base = 1_000;
  for (let index = 0; index < alertCount; index += 1) {
    const above = index % 2 === 0;
    // Levels 0.1 % to 20 % away from the price, on the side they must be.
    const away = (0.001 + random() * 0.199) * base;
    const alert: WatchedAlert = {
      id: `a${index}`,
      symbol: PAIRS[index % PAIRS.length] as PairSymbol,
      direction: above ? 'above' : 'below',
      price: (above ? base + away : base - away).toFixed(2),
      repeat: index % 4 < 2 ? 'every' : 'once',
      armed: true,
    };
    alerts.set(alert.id, alert);
    book.watch(alert);
  }
  const prices = new Map<PairSymbol, number>(PAIRS.map((symbol) => [symbol, base]));
  const durations: number[] = [];
  let acted = 0;
  for (let tick = 0; tick < ticks; tick += 1) {
    const started = performance.now();
    for (const symbol of PAIRS) {
      // A random walk of up to 0.05 % a tick.
      const price = (prices.get(symbol) ?? base) * (1 + (random() - 0.5) * 0.001);
      prices.set(symbol, price);
      for (const due of book.crossed(symbol, units(price))) {
        acted += 1;
        // What the checker does once the row is updated: it watches the row as it stands.
        const alert = alerts.get(due.alertId) as WatchedAlert;
        book.watch({ ...alert, armed: due.action === 'rearm' });
      }
    }
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(share * durations.length))] ?? 0;

  // The comparison: `burst` fresh alerts on one pair just above its price, all reached at once.
  const symbol = PAIRS[0] as PairSymbol;
  const price = prices.get(symbol) ?? base;
  for (let index = 0; index < burst; index += 1) {
    book.watch({
      id: `burst${index}`,
      symbol,
      direction: 'above',
      price: (price * (1.0001 + index * 1e-7)).toFixed(4),
      repeat: 'once',
      armed: true,
    });
  }
  const started = performance.now();
  const reached = book.crossed(symbol, units(price * (1.0001 + burst * 1e-7))).length;
  const burstMs = performance.now() - started;

  return {
    alerts: alertCount,
    ticks,
    medianMs: Number(at(0.5).toFixed(3)),
    p99Ms: Number(at(0.99).toFixed(3)),
    acted,
    burst: reached,
    burstMs: Number(burstMs.toFixed(3)),
  };
}

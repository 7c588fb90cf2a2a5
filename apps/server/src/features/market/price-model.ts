import { PAIRS, type PairSymbol } from '@kapital/shared';
import { PAIR_MODELS } from './pairs.ts';

/**
 * The simulated market: a pair's price is a pure function of (pair, second since the epoch).
 * Every instance behind a load balancer shows the same price at the same second, tests are
 * reproducible, and 24 h statistics and candles are recomputed instead of stored.
 *
 * The log price is the pair's base price plus layered smooth noise (value noise at periods from
 * a week down to a second, amplitudes growing with the square root of the period, as a random
 * walk's do), part of it shared by all pairs the way crypto moves together. Only integer
 * hashing, + - * / and square roots are used: IEEE 754 rounds those exactly, so every machine
 * gets the same bits, while each engine approximates Math.exp, Math.sin and ** its own way.
 */

/** Periods in seconds: weekly swings down to tick-to-tick jitter. */
const LAYER_PERIODS = [604_800, 86_400, 21_600, 3_600, 900, 240, 60, 15, 5, 1] as const;
/** A random walk moves with the square root of time: a day's move comes out near 1. */
const LAYER_AMPLITUDES = LAYER_PERIODS.map((period) => Math.sqrt(period / 86_400));
/** The share of a pair's moves that comes from the market as a whole. */
const MARKET_SHARE = 0.6;
const OWN_SHARE = Math.sqrt(1 - MARKET_SHARE * MARKET_SHARE);
const MARKET_SEED = seedOf('market');

const SEEDS = Object.fromEntries(
  PAIRS.map((symbol) => [
    symbol,
    { price: seedOf(`${symbol}:price`), volume: seedOf(`${symbol}:volume`) },
  ]),
) as Record<PairSymbol, { price: number; volume: number }>;
/** Exact literals: `10 ** n` is one of the operations an engine may approximate. */
const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000] as const;
const unitsPer = (decimals: number) => POWERS_OF_TEN[decimals] as number;

/** The price at a second, in the pair's smallest price unit (97000.12 BTC is 9700012). */
export function priceUnits(symbol: PairSymbol, second: number): number {
  return samplePrices(symbol, second, 1, 1)[0] as number;
}

/**
 * Prices at `start`, `start + step`, ... (`count` of them), in the pair's smallest price unit.
 * Exactly what priceUnits gives for each second, computed in bulk: candles and 24 h statistics
 * sample thousands of seconds at a time.
 */
export function samplePrices(
  symbol: PairSymbol,
  start: number,
  count: number,
  step: number,
): number[] {
  const model = PAIR_MODELS[symbol];
  const market = marketNoise(start, count, step);
  const own = noiseSeries(SEEDS[symbol].price, start, count, step);
  const scale = model.basePrice * unitsPer(model.priceDecimals);
  const prices = new Array<number>(count);
  for (let i = 0; i < count; i += 1) {
    const move =
      model.dailyVolatility *
      (MARKET_SHARE * (market[i] as number) + OWN_SHARE * (own[i] as number));
    prices[i] = Math.round(scale * exp(move));
  }
  return prices;
}

/** Base-asset volume traded in one minute, in the pair's smallest quantity unit. */
export function minuteVolumeUnits(symbol: PairSymbol, minute: number): number {
  const model = PAIR_MODELS[symbol];
  const activity = 0.4 + 1.2 * unitHash(SEEDS[symbol].volume, minute);
  return Math.round((model.dailyVolume / 1440) * activity * unitsPer(model.volumeDecimals));
}

/** The market's share is the same for every pair: sampled once for all eleven in a row. */
let lastMarket: { key: string; noise: Float64Array } | undefined;
function marketNoise(start: number, count: number, step: number): Float64Array {
  const key = `${start}:${count}:${step}`;
  if (lastMarket?.key !== key) {
    lastMarket = { key, noise: noiseSeries(MARKET_SEED, start, count, step) };
  }
  return lastMarket.noise;
}

/**
 * The sum of the layers at each sampled second; each layer lies in [-1, 1]. Layer by layer, so
 * a layer's two lattice values are hashed once per cell, not once per second.
 */
function noiseSeries(seed: number, start: number, count: number, step: number): Float64Array {
  const sums = new Float64Array(count);
  for (let layer = 0; layer < LAYER_PERIODS.length; layer += 1) {
    const period = LAYER_PERIODS[layer] as number;
    const amplitude = LAYER_AMPLITUDES[layer] as number;
    const layerSeed = seed + layer * 0x9e37;
    let cell = Number.NaN;
    let from = 0;
    let to = 0;
    for (let i = 0; i < count; i += 1) {
      const second = start + i * step;
      const current = Math.floor(second / period);
      if (current !== cell) {
        from = current === cell + 1 ? to : 2 * unitHash(layerSeed, current) - 1;
        to = 2 * unitHash(layerSeed, current + 1) - 1;
        cell = current;
      }
      const t = (second - cell * period) / period;
      // Quintic fade: the curve and its slope are continuous across cells.
      const fade = t * t * t * (t * (t * 6 - 15) + 10);
      sums[i] = (sums[i] as number) + amplitude * (from + (to - from) * fade);
    }
  }
  return sums;
}

/** A well-mixed hash of (seed, index) in [0, 1); index may exceed 32 bits. */
function unitHash(seed: number, index: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / 4_294_967_296) >>> 0;
  let h = mix32(seed ^ Math.imul(low, 0x85ebca6b));
  h = mix32(h ^ Math.imul(high ^ 0x27d4eb2f, 0xc2b2ae35));
  return h / 4_294_967_296;
}

/** murmur3's finaliser: every input bit flips about half the output bits. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** FNV-1a of a name: fixed seeds without a table of magic numbers. */
function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** e^x from its Taylor series; |x| stays below 0.5 here, where 20 terms are exact. */
function exp(x: number): number {
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 20; n += 1) {
    term = (term * x) / n;
    sum += term;
  }
  return sum;
}

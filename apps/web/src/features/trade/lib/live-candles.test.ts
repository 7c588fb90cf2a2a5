import type { Candle } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { applyCandle, priceDecimals } from './live-candles.ts';

const minute = (m: number) => Date.UTC(2026, 10, 25, 1, m) / 1000;

const forming: Candle = {
  time: minute(5),
  open: '100.00',
  high: '101.50',
  low: '99.50',
  close: '100.25',
  volume: '12.5',
};
const history: readonly Candle[] = [
  { time: minute(4), open: '99.00', high: '100.10', low: '98.90', close: '100.00', volume: '10' },
  forming,
];

describe('applyCandle', () => {
  it('replaces the forming candle with the server’s newer state of it', () => {
    const moved = { ...forming, high: '102.00', close: '102.00', volume: '13.1' };
    const next = applyCandle(history, moved);
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(history[0]);
    expect(next[1]).toBe(moved);
  });

  it('adds a candle of a later bucket after the last one, which is complete', () => {
    const opened = { ...forming, time: minute(6), open: '100.25', volume: '0.4' };
    const next = applyCandle(history, opened);
    expect(next.map((candle) => candle.time)).toEqual([minute(4), minute(5), minute(6)]);
    expect(next.at(-1)).toBe(opened);
  });

  it('ignores an older candle, one that changes nothing, and an empty history', () => {
    expect(applyCandle(history, { ...forming, time: minute(4), close: '1' })).toBe(history);
    expect(applyCandle(history, { ...forming })).toBe(history);
    expect(applyCandle([], forming)).toEqual([]);
  });

  it('keeps at most the given number of candles', () => {
    const next = applyCandle(history, { ...forming, time: minute(6) }, 2);
    expect(next.map((candle) => candle.time)).toEqual([minute(5), minute(6)]);
  });
});

describe('priceDecimals', () => {
  it("uses the pair's decimals, whatever zeros the latest close was trimmed of", () => {
    expect(priceDecimals('BTC', history)).toBe(2);
    expect(priceDecimals('BTC', [{ ...forming, close: '97090' }])).toBe(2);
    expect(priceDecimals('DOGE', [{ ...forming, close: '0.32' }])).toBe(5);
    expect(priceDecimals('LINK', [])).toBe(3);
  });

  it('keeps more decimals when the latest close has them', () => {
    expect(priceDecimals('BTC', [{ ...forming, close: '0.123456' }])).toBe(6);
  });
});

import type { Candle } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { applyTick, bucketStart, compareDecimals, priceDecimals } from './live-candles.ts';

const minute = (m: number) => Date.UTC(2026, 10, 25, 1, m) / 1000;
const at = (m: number, s = 0) => new Date((minute(m) + s) * 1000).toISOString();

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

describe('bucketStart', () => {
  it('puts a moment in the bucket of its interval', () => {
    expect(bucketStart(minute(7) + 59, '1m')).toBe(minute(7));
    expect(bucketStart(minute(7) + 59, '5m')).toBe(minute(5));
    expect(bucketStart(minute(14) + 59, '15m')).toBe(minute(0));
    expect(bucketStart(minute(59), '1h')).toBe(minute(0));
  });
});

describe('compareDecimals', () => {
  it('compares exactly, whatever the decimals', () => {
    expect(compareDecimals('100.1', '100.10')).toBe(0);
    expect(compareDecimals('99.999', '100')).toBe(-1);
    expect(compareDecimals('0.30000001', '0.3')).toBe(1);
    expect(compareDecimals('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimals('97123456789.12', '97123456789.11')).toBe(1);
  });
});

describe('applyTick', () => {
  it('moves the close of the forming candle in its bucket', () => {
    const next = applyTick(history, { price: '100.75', time: at(5, 30) }, '1m');
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(history[0]);
    expect(next[1]).toEqual({ ...forming, close: '100.75' });
  });

  it('raises the high and lowers the low', () => {
    const up = applyTick(history, { price: '102', time: at(5, 40) }, '1m');
    expect(up.at(-1)).toMatchObject({ high: '102', low: '99.50', close: '102' });
    const down = applyTick(up, { price: '99.1', time: at(5, 50) }, '1m');
    expect(down.at(-1)).toMatchObject({ open: '100.00', high: '102', low: '99.1', close: '99.1' });
  });

  it('opens a new candle at the previous close in a later bucket', () => {
    const next = applyTick(history, { price: '100.40', time: at(6, 1) }, '1m');
    expect(next).toHaveLength(3);
    expect(next.at(-1)).toEqual({
      time: minute(6),
      open: '100.25',
      high: '100.40',
      low: '100.25',
      close: '100.40',
      volume: '0',
    });
    const lower = applyTick(history, { price: '99.90', time: at(9) }, '1m');
    expect(lower.at(-1)).toMatchObject({ open: '100.25', high: '100.25', low: '99.90' });
  });

  it('keeps a tick of a wider interval in the same candle', () => {
    const next = applyTick(history, { price: '100.30', time: at(9, 59) }, '5m');
    expect(next).toHaveLength(2);
    expect(next.at(-1)).toMatchObject({ time: minute(5), close: '100.30' });
  });

  it('ignores late ticks, unreadable times and ticks that change nothing', () => {
    expect(applyTick(history, { price: '500', time: at(4, 59) }, '1m')).toBe(history);
    expect(applyTick(history, { price: '500', time: 'yesterday' }, '1m')).toBe(history);
    expect(applyTick(history, { price: '100.25', time: at(5, 59) }, '1m')).toBe(history);
    expect(applyTick([], { price: '1', time: at(5) }, '1m')).toEqual([]);
  });

  it('keeps at most the given number of candles', () => {
    const next = applyTick(history, { price: '100.40', time: at(6) }, '1m', 2);
    expect(next.map((candle) => candle.time)).toEqual([minute(5), minute(6)]);
  });
});

describe('priceDecimals', () => {
  it('reads the decimals of the latest close', () => {
    expect(priceDecimals(history)).toBe(2);
    expect(priceDecimals([{ ...forming, close: '0.123456' }])).toBe(6);
    expect(priceDecimals([])).toBe(2);
  });
});

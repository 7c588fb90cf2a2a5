import type { Candle, CandleInterval, PairSymbol } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import '@/features/trade/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { candleSummary as candleSummaryIn } from './candle-summary.ts';

const t = i18n.getFixedT('en', 'trade');
const candleSummary = (candle: Candle | undefined, interval: CandleInterval, symbol: PairSymbol) =>
  candleSummaryIn(candle, interval, symbol, t);

describe('candleSummary', () => {
  it('tells the latest candle in words, with the prices as the server wrote them', () => {
    const time = Date.UTC(2026, 10, 25, 1, 5) / 1000;
    const candle = {
      time,
      open: '97100.00',
      high: '97180.25',
      low: '97050.00',
      close: '97120.10',
      volume: '3.2',
    };
    // The time is the viewer's: any zone's hours and minutes.
    expect(candleSummary(candle, '1m', 'BTC')).toMatch(
      /^Latest 1m candle, from \d{2}:\d{2}: open 97,100\.00, high 97,180\.25, low 97,050\.00, close 97,120\.10\.$/,
    );
  });

  it("pads the prices to the pair's decimals, as the ticker writes them", () => {
    const candle = {
      time: 0,
      open: '97090',
      high: '97180.5',
      low: '0.123',
      close: '22.1',
      volume: '1',
    };
    expect(candleSummary(candle, '5m', 'BTC')).toMatch(
      /: open 97,090\.00, high 97,180\.50, low 0\.123, close 22\.10\.$/,
    );
    expect(candleSummary({ ...candle, close: '22.1' }, '5m', 'LINK')).toMatch(/close 22\.100\.$/);
  });

  it('says when there is no candle', () => {
    expect(candleSummary(undefined, '15m', 'BTC')).toBe('No 15m candles yet.');
  });
});

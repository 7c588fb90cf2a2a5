import type { Candle, ClientMessage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { createCandleStream } from './candle-stream.ts';

const candle = (time: number, close: string): Candle => ({
  time,
  open: '1.00',
  high: close,
  low: '1.00',
  close,
  volume: '0',
});

describe('the candle stream', () => {
  it('asks the server once per pair and interval, and stops asking when the last chart goes', () => {
    const stream = createCandleStream();
    const sent: ClientMessage[] = [];
    stream.attach((message) => sent.push(message));
    const first = stream.watch('BTC', '1m', () => {});
    const second = stream.watch('BTC', '1m', () => {});
    stream.watch('ETH', '1h', () => {});
    expect(sent).toEqual([
      { type: 'watch-candles', symbol: 'BTC', interval: '1m' },
      { type: 'watch-candles', symbol: 'ETH', interval: '1h' },
    ]);
    first();
    expect(sent).toHaveLength(2);
    second();
    expect(sent.at(-1)).toEqual({ type: 'unwatch-candles', symbol: 'BTC', interval: '1m' });
  });

  it('asks again for every chart shown when the socket reconnects, and not while it is down', () => {
    const stream = createCandleStream();
    stream.watch('SOL', '5m', () => {});
    const down: ClientMessage[] = [];
    stream.attach((message) => down.push(message));
    expect(down).toEqual([{ type: 'watch-candles', symbol: 'SOL', interval: '5m' }]);
    stream.detach();
    stream.watch('BTC', '15m', () => {});
    expect(down).toHaveLength(1);
    const again: ClientMessage[] = [];
    stream.attach((message) => again.push(message));
    expect(again).toEqual([
      { type: 'watch-candles', symbol: 'SOL', interval: '5m' },
      { type: 'watch-candles', symbol: 'BTC', interval: '15m' },
    ]);
  });

  it('hands each candle to the charts of its pair and interval only', () => {
    const stream = createCandleStream();
    const heard: string[] = [];
    stream.watch('BTC', '1m', (c) => heard.push(`BTC 1m ${c.close}`));
    stream.watch('BTC', '5m', (c) => heard.push(`BTC 5m ${c.close}`));
    stream.receive('BTC', '1m', candle(60, '2.00'));
    stream.receive('ETH', '1m', candle(60, '3.00'));
    expect(heard).toEqual(['BTC 1m 2.00']);
  });
});

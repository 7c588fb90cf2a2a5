import { parsePrice } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { TriggerBook, type WatchedPosition } from '../../src/features/trading/trigger-book.ts';

const p = parsePrice;

function position(overrides: Partial<WatchedPosition> & { id: string }): WatchedPosition {
  return {
    symbol: 'BTC',
    side: 'buy',
    entryPrice: '100',
    takeProfit: null,
    stopLoss: null,
    ...overrides,
  };
}

describe('the trigger book', () => {
  it('fires a Buy take-profit when the price rises to it, a stop-loss when it falls to it', () => {
    const book = new TriggerBook();
    book.watch(position({ id: 'tp', takeProfit: '110' }));
    book.watch(position({ id: 'sl', stopLoss: '90' }));
    expect(book.crossed('BTC', p('109.99'))).toEqual([]);
    expect(book.crossed('BTC', p('110'))).toEqual([
      { positionId: 'tp', reason: 'take_profit', level: p('110') },
    ]);
    expect(book.crossed('BTC', p('110'))).toEqual([]);
    expect(book.crossed('BTC', p('80'))).toEqual([
      { positionId: 'sl', reason: 'stop_loss', level: p('90') },
    ]);
    expect(book.watched).toBe(0);
  });

  it('mirrors the levels for a Sell and stops it out at twice the entry', () => {
    const book = new TriggerBook();
    book.watch(position({ id: 'tp', side: 'sell', takeProfit: '90' }));
    book.watch(position({ id: 'out', side: 'sell', symbol: 'ETH' }));
    expect(book.crossed('BTC', p('91'))).toEqual([]);
    expect(book.crossed('BTC', p('89'))).toEqual([
      { positionId: 'tp', reason: 'take_profit', level: p('90') },
    ]);
    expect(book.crossed('ETH', p('199.99'))).toEqual([]);
    expect(book.crossed('ETH', p('200'))).toEqual([
      { positionId: 'out', reason: 'stop_out', level: p('200') },
    ]);
  });

  it('forgets old levels when a position changes, and everything of a closed one', () => {
    const book = new TriggerBook();
    book.watch(position({ id: 'a', takeProfit: '110', stopLoss: '90' }));
    book.watch(position({ id: 'a', takeProfit: '120', stopLoss: null }));
    expect(book.crossed('BTC', p('115'))).toEqual([]);
    expect(book.crossed('BTC', p('85'))).toEqual([]);
    book.watch(position({ id: 'b', takeProfit: '105' }));
    book.forget('b');
    expect(book.crossed('BTC', p('119'))).toEqual([]);
    expect(book.crossed('BTC', p('121')).map((trigger) => trigger.positionId)).toEqual(['a']);
  });

  it('fires a position once even when a jump crosses two of its levels', () => {
    const book = new TriggerBook();
    book.watch(position({ id: 'gap', side: 'sell', stopLoss: '150' }));
    // 250 is past both the stop-loss (150) and the stop-out (200).
    const fired = book.crossed('BTC', p('250'));
    expect(fired).toHaveLength(1);
    expect(fired[0]?.positionId).toBe('gap');
    expect(book.watched).toBe(0);
  });

  it('pops only what a tick crosses among 100,000 watched positions', () => {
    const book = new TriggerBook();
    for (let index = 0; index < 100_000; index += 1) {
      book.watch(position({ id: `p${index}`, takeProfit: String(1_000 + index) }));
    }
    expect(book.crossed('BTC', p('1004'))).toHaveLength(5);
    expect(book.watched).toBe(99_995);
  });
});

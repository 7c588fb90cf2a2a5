import { parsePrice } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { AlertBook, type WatchedAlert } from '../../src/features/price-alerts/alert-book.ts';

const p = parsePrice;

function alert(overrides: Partial<WatchedAlert> & { id: string }): WatchedAlert {
  return {
    symbol: 'BTC',
    direction: 'above',
    price: '100',
    repeat: 'once',
    armed: true,
    ...overrides,
  };
}

describe('the alert book', () => {
  it('fires an above alert when the price reaches it from below, a below alert from above', () => {
    const book = new AlertBook();
    book.watch(alert({ id: 'up', price: '110' }));
    book.watch(alert({ id: 'down', direction: 'below', price: '90' }));
    expect(book.crossed('BTC', p('109.99999999'))).toEqual([]);
    expect(book.crossed('BTC', p('110'))).toEqual([{ alertId: 'up', action: 'fire' }]);
    expect(book.crossed('BTC', p('120'))).toEqual([]);
    expect(book.crossed('BTC', p('80'))).toEqual([{ alertId: 'down', action: 'fire' }]);
    expect(book.watched).toBe(0);
  });

  it('re-arms a fired every alert only once the price is strictly back on the other side', () => {
    const book = new AlertBook();
    book.watch(alert({ id: 'every', repeat: 'every', armed: false }));
    expect(book.crossed('BTC', p('100'))).toEqual([]);
    expect(book.crossed('BTC', p('99.99999999'))).toEqual([{ alertId: 'every', action: 'rearm' }]);
    book.watch(alert({ id: 'every', repeat: 'every', armed: false, direction: 'below' }));
    expect(book.crossed('BTC', p('100'))).toEqual([]);
    expect(book.crossed('BTC', p('100.00000001'))).toEqual([{ alertId: 'every', action: 'rearm' }]);
  });

  it('drops a fired once alert, a forgotten one and what a changed one was', () => {
    const book = new AlertBook();
    book.watch(alert({ id: 'done', armed: false }));
    book.watch(alert({ id: 'removed', price: '105' }));
    book.forget('removed');
    book.watch(alert({ id: 'moved', price: '101' }));
    book.watch(alert({ id: 'moved', price: '150' }));
    expect(book.watched).toBe(1);
    expect(book.crossed('BTC', p('120'))).toEqual([]);
    expect(book.crossed('BTC', p('150'))).toEqual([{ alertId: 'moved', action: 'fire' }]);
  });

  it('keeps pairs apart and reaches only what the price crossed', () => {
    const book = new AlertBook();
    for (let level = 101; level <= 200; level += 1) {
      book.watch(alert({ id: `btc${level}`, price: String(level) }));
      book.watch(alert({ id: `eth${level}`, symbol: 'ETH', price: String(level) }));
    }
    expect(book.crossed('BTC', p('110'))).toHaveLength(10);
    expect(book.crossed('ETH', p('105'))).toHaveLength(5);
    expect(book.watched).toBe(185);
  });
});

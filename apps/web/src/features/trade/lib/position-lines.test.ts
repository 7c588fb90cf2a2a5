import type { Position } from '@kapital/shared';
import { expect, test } from 'vitest';
import '@/features/trade/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { positionLines as positionLinesIn } from './position-lines.ts';

const t = i18n.getFixedT('en', 'trade');
const positionLines = (positions: readonly Position[]) => positionLinesIn(positions, t);

const base = {
  id: 'a',
  number: 'POS-000001',
  mode: 'demo',
  symbol: 'BTC',
  side: 'buy',
  status: 'open',
  stake: '100.00',
  openFee: '0.10',
  feeBps: 10,
  fees: '0.10',
  entryPrice: '50000',
  takeProfit: null,
  stopLoss: null,
  openedAt: '',
  closedAt: null,
  closeReason: null,
  triggerPrice: null,
  exitPrice: null,
  closeFee: null,
  result: null,
  payout: null,
  net: null,
} satisfies Position;

test('an open position draws its entry with its mode, and its take-profit and stop-loss when it has them', () => {
  expect(positionLines([base]).map((line) => line.kind)).toEqual(['entry']);
  const lines = positionLines([{ ...base, side: 'sell', takeProfit: '49000', stopLoss: '51000' }]);
  expect(lines).toEqual([
    { key: 'a:entry', price: '50000', kind: 'entry', title: 'Free Sell 100.00' },
    { key: 'a:tp', price: '49000', kind: 'takeProfit', title: 'TP' },
    { key: 'a:sl', price: '51000', kind: 'stopLoss', title: 'SL' },
  ]);
});

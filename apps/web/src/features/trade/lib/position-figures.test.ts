import type { Position } from '@kapital/shared';
import { describe, expect, test } from 'vitest';
import {
  liveResult,
  percentOfStake,
  positionsCsv,
  signedMoney,
  totalFees,
} from './position-figures.ts';

const position: Position = {
  id: 'p1',
  number: 'POS-000001',
  mode: 'demo',
  symbol: 'BTC',
  side: 'buy',
  status: 'open',
  stake: '100.00',
  openFee: '0.10',
  entryPrice: '50000',
  takeProfit: null,
  stopLoss: null,
  openedAt: '2026-11-25T01:00:00.000Z',
  closedAt: null,
  closeReason: null,
  triggerPrice: null,
  exitPrice: null,
  closeFee: null,
  result: null,
  payout: null,
};

describe('live profit or loss', () => {
  test('follows the price, negated for a Sell', () => {
    expect(liveResult(position, '51000')).toEqual({
      amount: 200n,
      text: '+2.00 USD',
      percent: '+2.00%',
      direction: 'up',
    });
    expect(liveResult({ ...position, side: 'sell' }, '51000')).toMatchObject({
      amount: -200n,
      text: '\u22122.00 USD',
      percent: '\u22122.00%',
      direction: 'down',
    });
    expect(liveResult(position, '50000')?.direction).toBe('flat');
    expect(liveResult(position, undefined)).toBeNull();
  });

  test('never loses more than the stake', () => {
    expect(liveResult({ ...position, side: 'sell' }, '150000')?.amount).toBe(-10000n);
  });

  test('writes signs and percentages', () => {
    expect(signedMoney(0n)).toBe('0.00');
    expect(signedMoney(123456n)).toBe('+1,234.56');
    expect(percentOfStake(1n, 10000n)).toBe('+0.01%');
    expect(percentOfStake(-1n, 100000n)).toBe('0.00%');
  });
});

describe('closed positions', () => {
  const closed: Position = {
    ...position,
    status: 'closed',
    closedAt: '2026-11-25T01:05:00.000Z',
    closeReason: 'take_profit',
    exitPrice: '51000',
    closeFee: '0.10',
    result: '2.00',
    payout: '101.90',
  };

  test('add both fees', () => {
    expect(totalFees(closed)).toBe(20n);
    expect(totalFees(position)).toBe(10n);
  });

  test('export as CSV', () => {
    expect(positionsCsv([closed]).split('\n')).toEqual([
      'Number,Pair,Side,Stake (USD),Entry,Exit,Opened,Closed,Reason,Fees (USD),Result (USD),Payout (USD)',
      'POS-000001,BTC/USDT,Buy,100.00,50000,51000,2026-11-25T01:00:00.000Z,2026-11-25T01:05:00.000Z,Take-profit,0.20,2.00,101.90',
      '',
    ]);
  });
});

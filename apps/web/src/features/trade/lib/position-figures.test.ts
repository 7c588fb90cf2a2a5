import type { Position } from '@kapital/shared';
import { describe, expect, test } from 'vitest';
import { liveResult, percentOfStake, positionsCsv, signedMoney } from './position-figures.ts';

const position: Position = {
  id: 'p1',
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
  openedAt: '2026-11-25T01:00:00.000Z',
  closedAt: null,
  closeReason: null,
  triggerPrice: null,
  exitPrice: null,
  closeFee: null,
  result: null,
  payout: null,
  net: null,
};

describe('live profit or loss', () => {
  test('is net of the opening fee and the closing fee a close now would charge', () => {
    // +2.00 before fees, 0.10 paid at open and 0.10 due at close.
    expect(liveResult(position, '51000')).toEqual({
      amount: 180n,
      text: '+1.80 USD',
      percent: '+1.80%',
      direction: 'up',
      fees: 20n,
    });
    expect(liveResult({ ...position, side: 'sell' }, '51000')).toMatchObject({
      amount: -220n,
      text: '\u22122.20 USD',
      percent: '\u22122.20%',
      direction: 'down',
    });
    // Unchanged price: the fees alone are a loss, shown red.
    expect(liveResult(position, '50000')).toMatchObject({ amount: -20n, direction: 'down' });
    // +0.20 before fees pays exactly both fees.
    expect(liveResult(position, '50100')).toMatchObject({ amount: 0n, direction: 'flat' });
    expect(liveResult(position, undefined)).toBeNull();
  });

  test('never loses more than the stake and the opening fee', () => {
    expect(liveResult({ ...position, side: 'sell' }, '150000')).toMatchObject({
      amount: -100_10n,
      // Nothing is left of the stake to take a closing fee from.
      fees: 10n,
    });
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
    fees: '0.20',
    result: '2.00',
    payout: '101.90',
    net: '1.80',
  };

  test('export as CSV with their mode, the result before fees, the fees and the net', () => {
    const real: Position = {
      ...closed,
      number: 'POS-000002',
      mode: 'real',
      result: '0.87',
      payout: '999.87',
      net: '-1.13',
    };
    expect(positionsCsv([closed, real]).split('\n')).toEqual([
      'Number,Mode,Pair,Side,Stake (USD),Entry,Exit,Opened,Closed,Reason,Result before fees (USD),Fees (USD),Net result (USD),Payout (USD)',
      'POS-000001,Free,BTC/USDT,Buy,100.00,50000,51000,2026-11-25T01:00:00.000Z,2026-11-25T01:05:00.000Z,Take-profit,2.00,0.20,1.80,101.90',
      'POS-000002,Real,BTC/USDT,Buy,100.00,50000,51000,2026-11-25T01:00:00.000Z,2026-11-25T01:05:00.000Z,Take-profit,0.87,0.20,-1.13,999.87',
      '',
    ]);
  });
});

import type { BalanceHistoryResponse } from '@kapital/shared';
import { describe, expect, test } from 'vitest';
import '@/features/statements/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  balanceChanged,
  chartPoints,
  sketchPaths,
  balanceHistorySummary as summaryIn,
} from './balance-history.ts';

const t = i18n.getFixedT('en', 'statements');
const balanceHistorySummary = (history: BalanceHistoryResponse['points']) => summaryIn(history, t);

const empty = { date: '2026-11-19', balance: '0.00' };
const points = [
  empty,
  { date: '2026-11-20', balance: '1250.00' },
  { date: '2026-11-21', balance: '1000.50' },
];

describe('balance history', () => {
  test('the summary says where the balance went, and its range', () => {
    expect(balanceHistorySummary(points)).toBe(
      'From 0.00 USD on 19 Nov to 1,000.50 USD on 21 Nov, up 1,000.50 USD. Lowest 0.00 USD, highest 1,250.00 USD.',
    );
  });

  test('a falling or flat balance says so', () => {
    expect(balanceHistorySummary(points.slice(1))).toContain('down 249.50 USD');
    const roundTrip = [
      { date: '2026-11-20', balance: '5.00' },
      { date: '2026-11-21', balance: '9.00' },
      { date: '2026-11-22', balance: '5.00' },
    ];
    expect(balanceHistorySummary(roundTrip)).toContain(
      'to 5.00 USD on 22 Nov, back where it started',
    );
    expect(balanceHistorySummary([])).toBe('No balance history yet.');
  });

  test('a balance that never moved is told, not drawn', () => {
    const flat = [empty, { ...empty, date: '2026-11-20' }];
    expect(balanceChanged(flat)).toBe(false);
    expect(balanceChanged(points)).toBe(true);
    expect(balanceHistorySummary(flat)).toBe(
      'Your balance stayed at 0.00 USD from 19 Nov to 20 Nov.',
    );
  });

  test('each day becomes one point of the chart', () => {
    expect(chartPoints(points)).toEqual([
      { time: '2026-11-19', value: 0 },
      { time: '2026-11-20', value: 1250 },
      { time: '2026-11-21', value: 1000.5 },
    ]);
  });
});

describe('sketchPaths', () => {
  test('spans the box, the highest balance at the top and the lowest at the bottom', () => {
    const { line, area } = sketchPaths([{ value: 10 }, { value: 30 }, { value: 20 }]);
    expect(line).toBe('M0,90 L50,10 L100,50');
    expect(area).toBe('M0,90 L50,10 L100,50 L100,100 L0,100 Z');
  });
});

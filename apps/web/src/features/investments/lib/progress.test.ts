import { describe, expect, it } from 'vitest';
import '@/features/investments/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { countdownText, payoutNews, payoutsText, progressPercent } from './progress.ts';

const t = i18n.getFixedT('en', 'investments');

describe('progressPercent', () => {
  it('is the share of periods paid, whole percent', () => {
    expect(progressPercent(0, 7)).toBe(0);
    expect(progressPercent(3, 7)).toBe(43);
    expect(progressPercent(7, 7)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('payoutsText', () => {
  it('counts payouts', () => {
    expect(payoutsText(3, 7, t)).toBe('3 of 7 payouts');
    expect(payoutsText(0, 1, t)).toBe('0 of 1 payout');
  });
});

describe('countdownText', () => {
  it('shows the largest units needed, seconds always', () => {
    expect(countdownText(4_000, t)).toBe('4s');
    expect(countdownText(3_200, t)).toBe('4s');
    expect(countdownText(64_000, t)).toBe('1m 04s');
    expect(countdownText(3_664_000, t)).toBe('1h 01m 04s');
    expect(countdownText(90_000_000, t)).toBe('1d 01h 00m 00s');
  });

  it('has nothing to count once its time has come', () => {
    expect(countdownText(0, t)).toBeNull();
    expect(countdownText(-1_500, t)).toBeNull();
  });
});

describe('payoutNews', () => {
  const starter = { id: 'a', packageName: 'Starter', periodsPaid: 3, periods: 7 };
  const growth = { id: 'b', packageName: 'Growth', periodsPaid: 30, periods: 30 };

  it('tells of the payouts made since the list was last read', () => {
    const before = new Map([
      ['a', 2],
      ['b', 29],
    ]);
    expect(payoutNews(before, [starter, growth], t)).toEqual([
      'Starter: payout 3 of 7 received.',
      'Growth: last payout received, the investment has matured.',
    ]);
  });

  it('says nothing of investments unchanged or not seen before', () => {
    expect(payoutNews(new Map([['a', 3]]), [starter, growth], t)).toEqual([]);
    expect(payoutNews(new Map(), [starter], t)).toEqual([]);
  });
});

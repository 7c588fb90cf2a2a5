import type { OfferedPackage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import '@/features/investments/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { isShortened, limitsText, packageFacts, rateText, shortenedNote } from './package-terms.ts';

const t = i18n.getFixedT('en', 'investments');

const STARTER: OfferedPackage = {
  id: 'pkg-1',
  slug: 'starter',
  name: 'Starter',
  description: 'Seven days, capital back.',
  minAmount: '10.00',
  maxAmount: '1000.00',
  rateBps: 100,
  ratePercent: '1.00',
  periodHours: 24,
  periods: 7,
  capitalReturned: true,
  active: true,
  displayOrder: 1,
  periodSeconds: 86_400,
};

describe('rateText', () => {
  it('says "per" for one unit and "every" for more', () => {
    expect(rateText('1.00', 86_400, t)).toBe('1.00% per day');
    expect(rateText('0.50', 2, t)).toBe('0.50% every 2 seconds');
  });
});

describe('limitsText', () => {
  it('groups thousands', () => {
    expect(limitsText('10.00', '100000.00', t)).toBe('10.00 – 100,000.00 USD');
  });
});

describe('packageFacts', () => {
  it("lists the package's own terms", () => {
    expect(packageFacts(STARTER, t)).toEqual([
      { name: 'rate', label: 'Rate', value: '1.00% per day' },
      { name: 'period', label: 'Period', value: '1 day', note: undefined },
      { name: 'duration', label: 'Duration', value: '7 days · 7 payouts', note: undefined },
      { name: 'amount', label: 'Amount', value: '10.00 – 1,000.00 USD' },
      { name: 'capital', label: 'Capital', value: 'Returned at the end' },
    ]);
    expect(isShortened(STARTER)).toBe(false);
  });

  it('says how long a period really lasts while periods are shortened', () => {
    const demo = { ...STARTER, periodSeconds: 2, capitalReturned: false, periods: 1 };
    expect(isShortened(demo)).toBe(true);
    expect(packageFacts(demo, t)).toEqual([
      { name: 'rate', label: 'Rate', value: '1.00% per day' },
      { name: 'period', label: 'Period', value: '1 day', note: 'Demo: 2 seconds' },
      { name: 'duration', label: 'Duration', value: '1 day · 1 payout', note: 'Demo: 2 seconds' },
      { name: 'amount', label: 'Amount', value: '10.00 – 1,000.00 USD' },
      { name: 'capital', label: 'Capital', value: 'Not returned' },
    ]);
    expect(shortenedNote(60, t)).toBe('Demo: periods are shortened to 1 minute.');
  });
});

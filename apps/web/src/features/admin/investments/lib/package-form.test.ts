import type { InvestmentPackage } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import {
  bpsToPercent,
  changedPackageFields,
  nextDisplayOrder,
  packageFormSchema,
  packageFormValues,
  percentToBps,
  slugFromName,
  typedNumber,
} from './package-form.ts';

const starter: InvestmentPackage = {
  id: 'pkg1',
  slug: 'starter',
  name: 'Starter',
  description: 'One percent a day for a week.',
  minAmount: '10.00',
  maxAmount: '1000.00',
  rateBps: 100,
  ratePercent: '1.00',
  periodHours: 24,
  periods: 7,
  capitalReturned: true,
  active: true,
  displayOrder: 1,
};

/** The messages the dialog would show, by field. */
function errorsOf(values: ReturnType<typeof packageFormValues>): Record<string, string> {
  const result = packageFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('package form', () => {
  it('starts a new package daily, active, with capital back, after the last one', () => {
    const values = packageFormValues(null, 5);
    expect(values).toMatchObject({
      periodHours: '24',
      ratePercent: '1.00',
      capitalReturned: true,
      active: true,
      displayOrder: '5',
    });
    expect(nextDisplayOrder([starter, { ...starter, displayOrder: 4 }])).toBe(5);
    expect(nextDisplayOrder([])).toBe(0);
    expect(nextDisplayOrder([{ ...starter, displayOrder: 1000 }])).toBe(1000);
  });

  it('turns a stored package into the values it was typed as, and back into the same body', () => {
    const values = packageFormValues(starter);
    expect(values.periodHours).toBe('24');
    const parsed = packageFormSchema.parse(values);
    expect(parsed).toEqual({
      name: 'Starter',
      slug: 'starter',
      description: 'One percent a day for a week.',
      minAmount: '10.00',
      maxAmount: '1000.00',
      ratePercent: '1.00',
      periodHours: 24,
      periods: 7,
      capitalReturned: true,
      active: true,
      displayOrder: 1,
    });
    expect(changedPackageFields(starter, parsed)).toEqual({});
  });

  it("judges the values with the server's schema, each message on its field", () => {
    const values = {
      ...packageFormValues(null),
      name: 'Gold',
      slug: 'Gold Plan',
      ratePercent: '0',
      periodHours: '1.5',
      periods: '',
      displayOrder: 'x',
    };
    expect(errorsOf(values)).toEqual({
      slug: 'Use lower-case letters, digits and single dashes',
      ratePercent: 'Enter a rate above 0',
      periodHours: 'Enter whole hours',
      periods: 'Enter the number of periods',
      displayOrder: 'Enter a position',
    });
    // The amounts' order is checked once every field is valid on its own.
    expect(
      errorsOf({
        ...packageFormValues(null),
        name: 'Gold',
        slug: 'gold',
        minAmount: '500',
        maxAmount: '100',
      }),
    ).toEqual({ maxAmount: 'The maximum must be at least the minimum' });
    // Amounts as staff type them, thousands separators and all.
    const grouped = packageFormSchema.parse({
      ...packageFormValues(null),
      name: 'Gold',
      slug: 'gold',
      minAmount: '1,000',
      maxAmount: '25,000.5',
    });
    expect([grouped.minAmount, grouped.maxAmount]).toEqual(['1000.00', '25000.50']);
  });

  it('reads whole numbers as typed, leaving the judging to the schema', () => {
    expect(typedNumber(' 24 ')).toBe(24);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('1.5')).toBe(1.5);
    expect(typedNumber('12h')).toBeNaN();
  });

  it('sends only what changed, amounts and the rate compared by value', () => {
    const same = packageFormSchema.parse({
      ...packageFormValues(starter),
      minAmount: '10',
      ratePercent: '1',
    });
    expect(changedPackageFields(starter, same)).toEqual({});
    const edited = packageFormSchema.parse({
      ...packageFormValues(starter),
      ratePercent: '1.25',
      periods: '14',
      active: false,
    });
    expect(changedPackageFields(starter, edited)).toEqual({
      ratePercent: '1.25',
      periods: 14,
      active: false,
    });
  });

  it('converts percentages and basis points without floating point', () => {
    expect(percentToBps('1')).toBe(100);
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('0.07')).toBe(7);
    expect(percentToBps('100.00')).toBe(10_000);
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(bpsToPercent(100)).toBe('1.00');
    expect(bpsToPercent(7)).toBe('0.07');
    expect(bpsToPercent(365_000)).toBe('3,650.00');
  });

  it('suggests a slug from the name', () => {
    expect(slugFromName('Gold Plus 30')).toBe('gold-plus-30');
    expect(slugFromName('  Émeraude — 90 jours!  ')).toBe('emeraude-90-jours');
    expect(slugFromName('')).toBe('');
    expect(slugFromName(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });
});

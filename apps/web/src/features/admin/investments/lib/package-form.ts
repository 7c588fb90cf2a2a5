import {
  type CreatePackageBody,
  createPackageBody,
  type InvestmentPackage,
  type UpdatePackageBody,
} from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import { z } from 'zod';
import { formatAmount, formatCount, numberSeparators } from '@/lib/i18n/format.ts';
import { readingTypedAmounts } from '@/lib/typed-amounts.ts';

/** The package dialog's fields, in the order a server complaint about them is looked for. */
export const PACKAGE_FIELDS = [
  'name',
  'slug',
  'description',
  'ratePercent',
  'periodHours',
  'periods',
  'minAmount',
  'maxAmount',
  'displayOrder',
  'capitalReturned',
  'active',
] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];

/** The period a new package starts with: daily, as section 4 of the spec says. */
export const DEFAULT_PERIOD_HOURS = 24;

/**
 * What the dialog holds: every field as typed, whole numbers too, so a half-typed "1." or an
 * emptied field is the person's to finish and the shared schema says what is wrong with it.
 */
export interface PackageFormValues {
  name: string;
  slug: string;
  description: string;
  minAmount: string;
  maxAmount: string;
  ratePercent: string;
  periodHours: string;
  periods: string;
  capitalReturned: boolean;
  active: boolean;
  displayOrder: string;
}

/**
 * A whole number typed into a text field, for the shared schema to judge: blank is missing,
 * '1.5' stays 1.5 (not whole), and anything that is not a number is NaN (not a number).
 */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The request body the values make (not yet checked). */
export function packageBodyOf(values: PackageFormValues): Record<keyof CreatePackageBody, unknown> {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    minAmount: values.minAmount,
    maxAmount: values.maxAmount,
    ratePercent: values.ratePercent,
    periodHours: typedNumber(values.periodHours),
    periods: typedNumber(values.periods),
    capitalReturned: values.capitalReturned,
    active: values.active,
    displayOrder: typedNumber(values.displayOrder),
  };
}

const typedValues = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  ratePercent: z.string(),
  periodHours: z.string(),
  periods: z.string(),
  capitalReturned: z.boolean(),
  active: z.boolean(),
  displayOrder: z.string(),
});

/**
 * The dialog's check: the values as typed, turned into a body and judged by the server's own
 * schema (createPackageBody), so each message lands beside its field.
 */
export const packageFormSchema = typedValues
  .transform(packageBodyOf)
  .pipe(readingTypedAmounts(createPackageBody, ['minAmount', 'maxAmount']));

/** The next display position: after the last package, so a new one shows at the end. */
export function nextDisplayOrder(packages: readonly InvestmentPackage[]): number {
  const last = Math.max(-1, ...packages.map((item) => item.displayOrder));
  return Math.min(1000, last + 1);
}

/** The dialog's starting values: the package as stored, or a new active daily package. */
export function packageFormValues(
  item: InvestmentPackage | null,
  displayOrder = 0,
): PackageFormValues {
  if (!item) {
    return {
      name: '',
      slug: '',
      description: '',
      minAmount: '10.00',
      maxAmount: '10,000.00',
      ratePercent: '1.00',
      periodHours: String(DEFAULT_PERIOD_HOURS),
      periods: '7',
      capitalReturned: true,
      active: true,
      displayOrder: String(displayOrder),
    };
  }
  return {
    name: item.name,
    slug: item.slug,
    description: item.description,
    // Shown as people write amounts; the form reads them back (readingTypedAmounts).
    minAmount: formatAmount(parseMoney(item.minAmount)),
    maxAmount: formatAmount(parseMoney(item.maxAmount)),
    ratePercent: item.ratePercent,
    periodHours: String(item.periodHours),
    periods: String(item.periods),
    capitalReturned: item.capitalReturned,
    active: item.active,
    displayOrder: String(item.displayOrder),
  };
}

/**
 * A percentage with at most two decimals as basis points: '1' and '1.00' are 100, '0.5' is 50.
 * Null for anything else.
 */
export function percentToBps(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Basis points as a percentage with two decimals, as the chosen language writes numbers: 100 is
 * '1.00', 365_000 is '3,650.00' ('3.650,00' in Indonesian).
 */
export function bpsToPercent(bps: number): string {
  const whole = formatCount(Math.floor(bps / 100));
  return `${whole}${numberSeparators().decimal}${String(bps % 100).padStart(2, '0')}`;
}

/**
 * What an edit changes, for PATCH: only those fields, so the audit log names what staff did.
 * Amounts and the rate compare by value ('10' is '10.00'). Empty when nothing changed.
 */
export function changedPackageFields(
  item: InvestmentPackage,
  body: CreatePackageBody,
): UpdatePackageBody {
  const changes: UpdatePackageBody = {};
  if (body.name !== item.name) changes.name = body.name;
  if (body.slug !== item.slug) changes.slug = body.slug;
  if (body.description !== item.description) changes.description = body.description;
  if (parseMoney(body.minAmount) !== parseMoney(item.minAmount)) {
    changes.minAmount = body.minAmount;
  }
  if (parseMoney(body.maxAmount) !== parseMoney(item.maxAmount)) {
    changes.maxAmount = body.maxAmount;
  }
  if (percentToBps(body.ratePercent) !== item.rateBps) changes.ratePercent = body.ratePercent;
  if (body.periodHours !== item.periodHours) changes.periodHours = body.periodHours;
  if (body.periods !== item.periods) changes.periods = body.periods;
  if (body.capitalReturned !== item.capitalReturned) {
    changes.capitalReturned = body.capitalReturned;
  }
  if (body.active !== item.active) changes.active = body.active;
  if (body.displayOrder !== item.displayOrder) changes.displayOrder = body.displayOrder;
  return changes;
}

/**
 * A slug made from a package's name, as the dialog suggests it: 'Gold Plus 30' is
 * 'gold-plus-30'. Letters lose their accents; anything else becomes a single dash.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

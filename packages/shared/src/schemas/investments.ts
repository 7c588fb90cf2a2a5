import { z } from 'zod';
import { INVESTMENT_STATUSES, PACKAGE_LIMITS } from '../constants.ts';
import { percentInput, percentString } from './admin.ts';
import { amountsInOrder, moneyInput, moneyString, pageField, pageOf, sizeField } from './common.ts';
import { invoiceAmount, invoiceCurrency, invoiceCustomer } from './invoices.ts';

export const PACKAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const packageSlug = z
  .string('Enter a slug')
  .trim()
  .min(2, 'A slug has 2 to 40 characters')
  .max(40, 'A slug has 2 to 40 characters')
  .regex(PACKAGE_SLUG_PATTERN, 'Use lower-case letters, digits and single dashes');

/** An investment package as users and staff see it. Amounts in USD; the rate per period. */
export const investmentPackageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  minAmount: moneyString,
  maxAmount: moneyString,
  /** Profit per period, in basis points of the amount (100 = 1 %). */
  rateBps: z.number().int(),
  /** The same rate as staff type it: "1.00" is 1 % a period. */
  ratePercent: percentString,
  periodHours: z.number().int(),
  periods: z.number().int(),
  capitalReturned: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
});
export type InvestmentPackage = z.infer<typeof investmentPackageSchema>;

/**
 * GET /api/investment-packages: the active packages in display order. periodSeconds is the
 * length every new investment's periods will have: periodHours x 3600, unless the server
 * shortens periods (INVESTMENT_PERIOD_SECONDS, for demos), which periodsShortened says.
 */
export const investmentPackagesResponse = z.object({
  items: z.array(investmentPackageSchema.extend({ periodSeconds: z.number().int() })),
  periodsShortened: z.boolean(),
});
export type InvestmentPackagesResponse = z.infer<typeof investmentPackagesResponse>;
export type OfferedPackage = InvestmentPackagesResponse['items'][number];

export const packageParams = z.object({ slug: packageSlug });

/** POST /api/investments, with an Idempotency-Key. */
export const createInvestmentBody = z.object({
  packageSlug,
  amount: moneyInput,
});
export type CreateInvestmentBody = z.input<typeof createInvestmentBody>;

export const investmentParams = z.object({
  investmentId: z.string().trim().min(1).max(64, 'Not an investment id'),
});

/**
 * An investment and its invoice. The terms are the package's when the investment was made:
 * editing the package later changes nothing here. Period n falls due at startedAt + n x
 * periodSeconds; investmentSchedule() in @kapital/shared/investments lists them all.
 */
export const investmentSchema = invoiceCurrency.extend({
  id: z.string(),
  /** Human invoice number, e.g. INV-000042. */
  number: z.string(),
  status: z.enum(INVESTMENT_STATUSES),
  packageId: z.string(),
  packageSlug: z.string(),
  packageName: z.string(),
  amount: invoiceAmount,
  rateBps: z.number().int(),
  ratePercent: percentString,
  periodSeconds: z.number().int(),
  periods: z.number().int(),
  capitalReturned: z.boolean(),
  profitPerPeriod: invoiceAmount,
  totalProfit: invoiceAmount,
  periodsPaid: z.number().int(),
  earned: invoiceAmount,
  startedAt: z.string(),
  /** The next payout's due time; null once matured. */
  nextPayoutAt: z.string().nullable(),
  maturesAt: z.string(),
  maturedAt: z.string().nullable(),
  customer: invoiceCustomer,
});
export type Investment = z.infer<typeof investmentSchema>;

export const investmentSummarySchema = investmentSchema.omit({ customer: true });
export type InvestmentSummary = z.infer<typeof investmentSummarySchema>;

/** GET /api/investments?status=&page=&size=: newest first. */
export const investmentListQuery = z.object({
  status: z.enum(INVESTMENT_STATUSES, 'Unknown status').optional(),
  page: pageField,
  size: sizeField,
});
export type InvestmentListQuery = z.input<typeof investmentListQuery>;
export const investmentListResponse = pageOf(investmentSummarySchema);
export type InvestmentListResponse = z.infer<typeof investmentListResponse>;

/** GET /api/investments/totals: the dashboard's "Invested" card. */
export const investmentTotalsResponse = z.object({
  /** Capital of the active investments. */
  activeCapital: moneyString,
  /** Profit paid so far by every investment, active or matured. */
  profitEarned: moneyString,
  active: z.number().int(),
});
export type InvestmentTotals = z.infer<typeof investmentTotalsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff: packages, investments and the payout switch.
// ---------------------------------------------------------------------------------------------

const packageFields = z.strictObject({
  name: z
    .string('Enter a name')
    .trim()
    .min(2, 'A name has 2 to 60 characters')
    .max(60, 'A name has 2 to 60 characters'),
  slug: packageSlug,
  description: z.string('Enter a description').trim().max(500, 'Keep it under 500 characters'),
  minAmount: moneyInput,
  maxAmount: moneyInput,
  ratePercent: percentInput.refine((value) => !/^0+(\.0+)?$/.test(value), 'Enter a rate above 0'),
  periodHours: z
    .number('Enter the period in hours')
    .int('Enter whole hours')
    .min(1, 'A period is at least 1 hour')
    .max(PACKAGE_LIMITS.periodHoursMax, 'A period is at most a year'),
  periods: z
    .number('Enter the number of periods')
    .int('Enter a whole number of periods')
    .min(1, 'At least 1 period')
    .max(PACKAGE_LIMITS.periodsMax, `At most ${PACKAGE_LIMITS.periodsMax} periods`),
  capitalReturned: z.boolean('Choose whether the capital returns'),
  active: z.boolean('Choose active or not'),
  displayOrder: z
    .number('Enter a position')
    .int('Enter a whole number')
    .min(0, 'From 0 to 1,000')
    .max(1000, 'From 0 to 1,000'),
});

const amountsOrdered = {
  path: ['maxAmount'],
  message: 'The maximum must be at least the minimum',
};

/** POST /api/admin/packages. */
export const createPackageBody = packageFields.refine(
  (body) => amountsInOrder(body.minAmount, body.maxAmount),
  amountsOrdered,
);
export type CreatePackageBody = z.input<typeof createPackageBody>;

/**
 * PATCH /api/admin/packages/{packageId}: only the fields sent change (min <= max is checked
 * against the stored values too). Investments already made keep their terms.
 */
export const updatePackageBody = packageFields
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field')
  .refine((body) => amountsInOrder(body.minAmount, body.maxAmount), amountsOrdered);
export type UpdatePackageBody = z.input<typeof updatePackageBody>;

export const adminPackageParams = z.object({
  packageId: z.string().trim().min(1).max(64, 'Not a package id'),
});
export const adminPackagesResponse = z.object({ items: z.array(investmentPackageSchema) });

/** GET /api/admin/investments?q=&packageId=&status=&page=&size= */
export const adminInvestmentsQuery = investmentListQuery.extend({
  /** E-mail, username or name of the investor (part of it). */
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  packageId: z.string().trim().min(1).max(64).optional(),
});
export type AdminInvestmentsQuery = z.input<typeof adminInvestmentsQuery>;
export const adminInvestmentSchema = investmentSchema.extend({ userId: z.string() });
export type AdminInvestment = z.infer<typeof adminInvestmentSchema>;
export const adminInvestmentsResponse = pageOf(adminInvestmentSchema).extend({
  /** Of the investments the filters select (all of them without filters). */
  totals: z.object({
    /** Capital of the active ones; without filters, what escrow must hold. */
    activeCapital: moneyString,
    profitPaid: moneyString,
    /** Profit of the payouts falling due in the next 24 hours. */
    profitDueNext24h: moneyString,
  }),
  payoutsPaused: z.boolean(),
});
export type AdminInvestmentsResponse = z.infer<typeof adminInvestmentsResponse>;

/** PUT /api/admin/investments/payouts: staff pause or resume every payout. */
export const payoutSwitchBody = z.strictObject({
  paused: z.boolean('Choose paused or running'),
});
export const payoutSwitchResponse = z.object({ paused: z.boolean() });
export type PayoutSwitch = z.infer<typeof payoutSwitchResponse>;

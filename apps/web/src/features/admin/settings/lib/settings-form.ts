import {
  type AdminSettingsResponse,
  amountsInOrder,
  moneyInput,
  moneyOrZeroInput,
  percentInput,
  rateString,
  supportEmailInput,
  type UpdateAdminSettingsBody,
} from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import { z } from 'zod';
import { formatAmount } from '@/lib/i18n/format.ts';
import { plainAmount, readingTypedAmounts } from '@/lib/typed-amounts.ts';

export const RATE_FIELDS = ['rateMYR', 'rateIDR', 'rateSGD', 'rateBND'] as const;
/** The settings typed as numbers, each with its unit (settingUnit). */
export const TEXT_FIELDS = [
  ...RATE_FIELDS,
  'withdrawalFeePercent',
  'withdrawalFeeFixed',
  'tradeFeePercent',
  'withdrawalMin',
  'depositMin',
  'depositMax',
  'referralLevel1Percent',
  'referralLevel2Percent',
  'demoBalance',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const SETTINGS_FIELDS = ['menuContact', ...TEXT_FIELDS, 'supportEmail'] as const;

/**
 * The form checks what the server checks (updateAdminSettingsBody), every field present;
 * amounts may be typed with thousands separators.
 */
const settingsSchema = z
  .object({
    menuContact: z.boolean(),
    rateMYR: rateString,
    rateIDR: rateString,
    rateSGD: rateString,
    rateBND: rateString,
    withdrawalFeePercent: percentInput,
    withdrawalFeeFixed: moneyOrZeroInput,
    tradeFeePercent: percentInput,
    withdrawalMin: moneyOrZeroInput,
    depositMin: moneyInput,
    depositMax: moneyInput,
    referralLevel1Percent: percentInput,
    referralLevel2Percent: percentInput,
    demoBalance: moneyOrZeroInput,
    supportEmail: supportEmailInput,
  })
  .refine((values) => amountsInOrder(values.depositMin, values.depositMax), {
    path: ['depositMax'],
    message: 'The maximum deposit must be at least the minimum',
  });
/** The settings counted in USD, shown and typed as people write amounts ("100,000.00"). */
const AMOUNT_FIELDS = [
  'withdrawalFeeFixed',
  'withdrawalMin',
  'depositMin',
  'depositMax',
  'demoBalance',
] as const satisfies readonly TextField[];
const isAmountField = (field: TextField) => (AMOUNT_FIELDS as readonly TextField[]).includes(field);

export const settingsFormSchema = readingTypedAmounts(settingsSchema, AMOUNT_FIELDS);
export type SettingsFormValues = z.input<typeof settingsSchema>;

/**
 * What a setting is counted in, as its name says: a rate in the currency one USD buys (rateMYR),
 * a fee or commission in percent (…Percent), any other in USD.
 */
export function settingUnit(field: TextField): string {
  if (field.startsWith('rate')) return field.slice('rate'.length);
  return field.endsWith('Percent') ? '%' : 'USD';
}

export function settingsFormValues(settings: AdminSettingsResponse): SettingsFormValues {
  const { updatedAt: _updatedAt, ...values } = settings;
  for (const field of AMOUNT_FIELDS) values[field] = formatAmount(parseMoney(values[field]));
  return values;
}

/** A field's text as the value it stands for: an amount's "1,000" and "1000.00" are the same. */
function settingValue(field: TextField, text: string): string {
  const trimmed = text.trim();
  return isAmountField(field) ? plainAmount(trimmed) : trimmed;
}

/** Only what changed is sent, so one admin's save does not undo another's other change. */
export function changedSettings(
  before: SettingsFormValues,
  after: SettingsFormValues,
): UpdateAdminSettingsBody | null {
  const change: Record<string, string | boolean> = {};
  if (before.menuContact !== after.menuContact) change.menuContact = after.menuContact;
  const supportEmail = after.supportEmail.trim();
  if (supportEmail !== before.supportEmail.trim()) change.supportEmail = supportEmail;
  for (const field of TEXT_FIELDS) {
    const value = settingValue(field, after[field]);
    if (value !== settingValue(field, before[field])) change[field] = value;
  }
  return Object.keys(change).length > 0 ? (change as UpdateAdminSettingsBody) : null;
}

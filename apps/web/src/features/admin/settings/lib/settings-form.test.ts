import { describe, expect, test } from 'vitest';
import {
  changedSettings,
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsFormSchema,
  settingsFormValues,
  settingUnit,
  TEXT_FIELDS,
} from './settings-form.ts';

const base: SettingsFormValues = {
  menuContact: true,
  rateMYR: '4.7',
  rateIDR: '15500',
  rateSGD: '1.35',
  rateBND: '1.35',
  withdrawalFeePercent: '1.00',
  withdrawalFeeFixed: '0.00',
  tradeFeePercent: '0.10',
  withdrawalMin: '10.00',
  depositMin: '10.00',
  depositMax: '100000.00',
  referralLevel1Percent: '5.00',
  referralLevel2Percent: '2.00',
  demoBalance: '10000.00',
  supportEmail: 'support@kapital.example',
};

describe('the settings form', () => {
  test('sends only the settings that changed', () => {
    expect(changedSettings(base, { ...base })).toBeNull();
    expect(changedSettings(base, { ...base, rateMYR: ' 4.72 ', menuContact: false })).toEqual({
      rateMYR: '4.72',
      menuContact: false,
    });
  });

  test('accepts rates up to six decimals and refuses more, zero and words', () => {
    expect(settingsFormSchema.safeParse(base).success).toBe(true);
    expect(settingsFormSchema.safeParse({ ...base, rateMYR: '4.123456' }).success).toBe(true);
    expect(settingsFormSchema.safeParse({ ...base, rateMYR: '4.1234567' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...base, rateMYR: '0' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...base, rateMYR: 'four' }).success).toBe(false);
  });

  test("checks support's address as the server does and sends it trimmed when it changed", () => {
    expect(changedSettings(base, { ...base, supportEmail: ' help@kapital.example ' })).toEqual({
      supportEmail: 'help@kapital.example',
    });
    expect(changedSettings(base, { ...base, supportEmail: ' support@kapital.example' })).toBeNull();
    const parsed = settingsFormSchema.safeParse({
      ...base,
      supportEmail: ' help@kapital.example ',
    });
    expect(parsed.data?.supportEmail).toBe('help@kapital.example');
    for (const supportEmail of ['', 'not an address', `${'a'.repeat(250)}@kapital.example`]) {
      const result = settingsFormSchema.safeParse({ ...base, supportEmail });
      expect(result.error?.issues[0]?.path).toEqual(['supportEmail']);
    }
  });

  test('maps server field errors of every field, the support address included', () => {
    expect(SETTINGS_FIELDS).toContain('supportEmail');
  });

  test('refuses a maximum deposit below the minimum', () => {
    const result = settingsFormSchema.safeParse({ ...base, depositMax: '5.00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['depositMax']);
  });

  test('reads amounts as staff type them and sends them as the API writes them', () => {
    const typed = { ...base, depositMax: '250,000', withdrawalMin: '10', demoBalance: '0' };
    const result = settingsFormSchema.safeParse(typed);
    expect(result.error).toBeUndefined();
    expect(result.data && changedSettings(base, result.data)).toEqual({
      depositMax: '250000.00',
      demoBalance: '0.00',
    });
    const grouping = settingsFormSchema.safeParse({ ...base, depositMin: '1,00' });
    expect(grouping.error?.issues[0]).toMatchObject({
      path: ['depositMin'],
      message: 'Put commas only between groups of three digits, as in 1,000.50',
    });
    // Compared as amounts, not as text or floating-point numbers.
    expect(
      settingsFormSchema.safeParse({ ...base, depositMin: '9,000', depositMax: '10,000' }).success,
    ).toBe(true);
  });
});

describe('the unit beside a setting', () => {
  test('a rate is in its currency, a fee or commission in percent, the rest in USD', () => {
    expect(Object.fromEntries(TEXT_FIELDS.map((field) => [field, settingUnit(field)]))).toEqual({
      rateMYR: 'MYR',
      rateIDR: 'IDR',
      rateSGD: 'SGD',
      rateBND: 'BND',
      withdrawalFeePercent: '%',
      withdrawalFeeFixed: 'USD',
      tradeFeePercent: '%',
      withdrawalMin: 'USD',
      depositMin: 'USD',
      depositMax: 'USD',
      referralLevel1Percent: '%',
      referralLevel2Percent: '%',
      demoBalance: 'USD',
    });
  });

  test('shows the amounts grouped, and a save of them unchanged sends nothing', () => {
    const shown = settingsFormValues({
      ...base,
      updatedAt: '2026-11-26T00:00:00.000Z',
    });
    expect([shown.depositMax, shown.demoBalance, shown.withdrawalFeeFixed]).toEqual([
      '100,000.00',
      '10,000.00',
      '0.00',
    ]);
    // Rates and percentages stay as stored.
    expect([shown.rateIDR, shown.withdrawalFeePercent]).toEqual(['15500', '1.00']);
    const saved = settingsFormSchema.parse(shown);
    expect(changedSettings(shown, saved)).toBeNull();
    expect(changedSettings(shown, { ...saved, depositMax: '120000.00' })).toEqual({
      depositMax: '120000.00',
    });
  });
});

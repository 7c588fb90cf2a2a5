import { afterEach, describe, expect, test } from 'vitest';
import { formatAmount, formatCount, intlLocale, numberSeparators, readAmount } from './format.ts';
import { i18n } from './i18n.ts';

describe('numbers and money in each language', () => {
  test('English and Malay group with commas, Indonesian with dots', () => {
    expect(formatAmount(123456789n, 'en')).toBe('1,234,567.89');
    expect(formatAmount(123456789n, 'ms')).toBe('1,234,567.89');
    expect(formatAmount(123456789n, 'id')).toBe('1.234.567,89');
  });

  test('the amount itself never changes: sign, cents and zero', () => {
    expect(formatAmount(-5n, 'id')).toBe('-0,05');
    expect(formatAmount(0n, 'ms')).toBe('0.00');
    expect(formatAmount(100_000_000_000_000_00n, 'id')).toBe('100.000.000.000.000,00');
    // A whole number of digits, read back: the language only changes separators.
    for (const language of ['en', 'ms', 'id'] as const) {
      const { group, decimal } = numberSeparators(language);
      const written = formatAmount(98765432101n, language);
      expect(written.replaceAll(group, '').replace(decimal, '.')).toBe('987654321.01');
    }
  });

  test('counts follow the language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'id')).toBe('12.345');
  });

  test('each language has its Intl locale', () => {
    expect([intlLocale('en'), intlLocale('ms'), intlLocale('id')]).toEqual([
      'en-GB',
      'ms-MY',
      'id-ID',
    ]);
  });
});

describe('amounts as a person types them in their language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('an Indonesian types "1.000,50"; the English way is read in English and Malay', async () => {
    expect(readAmount('1,000.50')).toEqual({ ok: true, minor: 100_050n });
    await i18n.changeLanguage('ms');
    expect(readAmount('1,000.50')).toEqual({ ok: true, minor: 100_050n });
    await i18n.changeLanguage('id');
    expect(readAmount('1.000,50')).toEqual({ ok: true, minor: 100_050n });
    expect(readAmount(formatAmount(123_456_789n))).toEqual({ ok: true, minor: 123_456_789n });
  });
});

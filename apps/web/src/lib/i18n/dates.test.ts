import { afterEach, describe, expect, test } from 'vitest';
import { formatDate, formatDateTime } from '../format-date.ts';
import { i18n } from './i18n.ts';

describe('dates in the chosen language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  test('English keeps the day-month-year dates Kapital has always shown', () => {
    expect(formatDate('1990-04-12')).toBe('12 Apr 1990');
  });

  test('Malay and Indonesian name the month in their own words', async () => {
    await i18n.changeLanguage('ms');
    expect(formatDate('2026-08-12')).toBe('12 Ogo 2026');
    await i18n.changeLanguage('id');
    expect(formatDate('2026-08-12')).toBe('12 Agu 2026');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  convertMinor,
  currencyRates,
  displayBalance,
  formatMoney,
  formatMoneyDisplay,
  parseMoney,
  parseRate,
} from '../src/index.ts';

describe('parseMoney and formatMoney', () => {
  test('reads decimal strings into minor units', () => {
    expect(parseMoney('0')).toBe(0n);
    expect(parseMoney('12')).toBe(1200n);
    expect(parseMoney('12.5')).toBe(1250n);
    expect(parseMoney('12.05')).toBe(1205n);
    expect(parseMoney('-3.10')).toBe(-310n);
  });

  test('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '01', '.5', '1,000.00', 'NaN']) {
      expect(() => parseMoney(text), text).toThrow(RangeError);
    }
  });

  test('writes two decimals without grouping, and groups for display', () => {
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(5n)).toBe('0.05');
    expect(formatMoney(-123456n)).toBe('-1234.56');
    expect(formatMoneyDisplay(123456789n)).toBe('1,234,567.89');
    expect(formatMoneyDisplay(-100000n)).toBe('-1,000.00');
    expect(formatMoneyDisplay(99n)).toBe('0.99');
  });

  test('parse(format(x)) is x for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), (minor) => {
        expect(parseMoney(formatMoney(minor))).toBe(minor);
      }),
    );
  });
});

describe('rates', () => {
  test('convert at up to six decimals, rounding half away from zero', () => {
    expect(parseRate('4.7')).toBe(4_700_000n);
    expect(convertMinor(10000n, '4.7')).toBe(47000n);
    expect(convertMinor(1n, '0.5')).toBe(1n);
    expect(convertMinor(-1n, '0.5')).toBe(-1n);
    expect(convertMinor(333n, '1.333333')).toBe(444n);
  });

  test('the seed display: balance x the rate named like the currency, USD otherwise', () => {
    const settings = {
      menuContact: true,
      rateMYR: '4.7',
      rateIDR: '15800',
      rateSGD: '1.35',
      rateBND: '1.35',
    };
    const rates = currencyRates(settings);
    expect(rates.map((rate) => rate.name)).toEqual(['MYR', 'IDR', 'SGD', 'BND']);
    expect(displayBalance('1000.00', 'MYR', rates)).toEqual({
      amount: '4,700.00',
      currency: 'MYR',
    });
    expect(displayBalance('1000.00', 'IDR', rates)).toEqual({
      amount: '15,800,000.00',
      currency: 'IDR',
    });
    expect(displayBalance('1000.00', null, rates)).toEqual({ amount: '1,000.00', currency: 'USD' });
    expect(displayBalance('1000.00', 'MYR', currencyRates(null))).toEqual({
      amount: '1,000.00',
      currency: 'USD',
    });
    expect(currencyRates(undefined)).toEqual([]);
  });
});

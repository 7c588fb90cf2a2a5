import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatMoney,
  formatMoneyDisplay,
  moneyInput,
  readTypedMoney,
  TYPED_MONEY_PROBLEMS,
  typedMoneyInput,
} from '../src/index.ts';

const problemOf = (text: string) => {
  const typed = readTypedMoney(text);
  return typed.ok ? null : typed.problem;
};
const positiveMinor = fc.bigInt({ min: 1n, max: 10n ** 17n - 1n });

describe("readTypedMoney with a language's separators", () => {
  const indonesian = { group: '.', decimal: ',' };

  test('reads "1.000,50" as an Indonesian writes it, and refuses the English way there', () => {
    expect(readTypedMoney('1.000,50', { separators: indonesian })).toEqual({
      ok: true,
      minor: 100_050n,
    });
    expect(readTypedMoney('12.345.678,9', { separators: indonesian })).toEqual({
      ok: true,
      minor: 1_234_567_890n,
    });
    expect(readTypedMoney('0,5', { separators: indonesian })).toEqual({ ok: true, minor: 50n });
    expect(readTypedMoney('1,000.50', { separators: indonesian })).toEqual({
      ok: false,
      problem: TYPED_MONEY_PROBLEMS.separators,
    });
    expect(readTypedMoney('12.5', { separators: indonesian })).toEqual({
      ok: false,
      problem: TYPED_MONEY_PROBLEMS.separators,
    });
  });

  test("any amount written with a language's separators reads back to itself", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), (minor) => {
        const written = formatMoneyDisplay(minor, indonesian);
        expect(readTypedMoney(written, { separators: indonesian })).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('readTypedMoney: an amount as a person types it', () => {
  test('takes thousands separators where people put them', () => {
    expect(readTypedMoney('1,000')).toEqual({ ok: true, minor: 100_000n });
    expect(readTypedMoney(' 1,000.50 ')).toEqual({ ok: true, minor: 100_050n });
    expect(readTypedMoney('12,345,678.9')).toEqual({ ok: true, minor: 1_234_567_890n });
    expect(readTypedMoney('1000.5')).toEqual({ ok: true, minor: 100_050n });
    expect(readTypedMoney('.5')).toEqual({ ok: true, minor: 50n });
    expect(readTypedMoney('007')).toEqual({ ok: true, minor: 700n });
  });

  test('says what is wrong', () => {
    expect(problemOf('')).toBe(TYPED_MONEY_PROBLEMS.empty);
    for (const text of ['abc', '1e3', '12 USD', '$5', '.', ',', '--5', 'NaN']) {
      expect(problemOf(text), text).toBe('Enter a number');
    }
    for (const text of ['-5', '-0.01', '0', '0.00', '0,000']) {
      expect(problemOf(text), text).toBe('Enter an amount above zero');
    }
    for (const text of [
      '1,00',
      '1,0000',
      ',100',
      '10,00.50',
      '1.000,50',
      '1.000.000',
      '1,000.5,0',
    ]) {
      expect(problemOf(text), text).toBe(TYPED_MONEY_PROBLEMS.separators);
    }
    expect(problemOf('1.234')).toBe('At most two decimals');
    expect(problemOf('1,000.505')).toBe('At most two decimals');
    expect(problemOf('1'.repeat(16))).toBe(TYPED_MONEY_PROBLEMS.tooLarge);
  });

  test('reads every amount back, written with or without separators', () => {
    fc.assert(
      fc.property(positiveMinor, (minor) => {
        expect(readTypedMoney(formatMoney(minor))).toEqual({ ok: true, minor });
        expect(readTypedMoney(formatMoneyDisplay(minor))).toEqual({ ok: true, minor });
      }),
    );
  });

  test('refuses a comma anywhere but between groups of three', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n, max: 10n ** 12n }), fc.nat(), (whole, at) => {
        const digits = whole.toString();
        const position = 1 + (at % (digits.length - 1));
        fc.pre((digits.length - position) % 3 !== 0);
        const misplaced = `${digits.slice(0, position)},${digits.slice(position)}`;
        expect(problemOf(misplaced)).toBe(TYPED_MONEY_PROBLEMS.separators);
      }),
    );
  });

  test('anything with a letter is not a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-zA-Z]$/), fc.string(), (a, letter, b) => {
        expect(problemOf(`${a}${letter}${b}`)).toBe('Enter a number');
      }),
    );
  });
});

describe('amount schemas', () => {
  test('a form reads what people type and hands on what the API takes', () => {
    fc.assert(
      fc.property(positiveMinor, fc.boolean(), (minor, grouped) => {
        const typed = grouped ? formatMoneyDisplay(minor) : formatMoney(minor);
        const sent = typedMoneyInput().parse(typed);
        expect(sent).toBe(formatMoney(minor));
        expect(moneyInput.parse(sent)).toBe(sent);
      }),
    );
  });

  test("the API's amount refuses with the form's words, and grouping as not its format", () => {
    const message = (text: string) => moneyInput.safeParse(text).error?.issues[0]?.message;
    expect(message('abc')).toBe('Enter a number');
    expect(message('-5')).toBe('Enter an amount above zero');
    expect(message('0')).toBe('Enter an amount above zero');
    expect(message('1.234')).toBe('At most two decimals');
    expect(message('1,000')).toBe('Write the amount without thousands separators, as 1000.50');
    expect(message('007')).toBe('Write the amount as a plain decimal, as 1000.50');
    expect(typedMoneyInput().safeParse('1,00').error?.issues[0]?.message).toBe(
      TYPED_MONEY_PROBLEMS.separators,
    );
  });

  test('zero reads as an amount where a form allows it, and only there', () => {
    expect(readTypedMoney('0', { allowZero: true })).toEqual({ ok: true, minor: 0n });
    expect(readTypedMoney('1,500', { allowZero: true })).toEqual({ ok: true, minor: 150000n });
    expect(readTypedMoney('0')).toEqual({ ok: false, problem: TYPED_MONEY_PROBLEMS.notAboveZero });
    expect(readTypedMoney('-1', { allowZero: true }).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { neutralizeFormula, quoteField, statementCsv } from '../../src/features/statements/csv.ts';

describe('statement CSV', () => {
  it('quotes fields with commas, quotes or line breaks as RFC 4180 says', () => {
    expect(quoteField('plain')).toBe('plain');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField('two\nlines')).toBe('"two\nlines"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps text that starts like a formula from running', () => {
    for (const text of ['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1']) {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    }
    expect(neutralizeFormula('Deposit DEP-000001')).toBe('Deposit DEP-000001');
    expect(neutralizeFormula('')).toBe('');
  });

  it('writes signed amounts as numbers and text cells safely, CRLF after every line', () => {
    const csv = statementCsv([
      {
        date: '2026-03-10T12:00:00.000Z',
        type: 'Adjustment',
        description: '=cmd|" /C calc"!A0',
        amount: -123456n,
        balanceAfter: 5n,
        reference: null,
      },
    ]);
    expect(csv).toBe(
      'Date,Type,Description,Amount (USD),Balance after (USD),Reference\r\n' +
        `2026-03-10T12:00:00.000Z,Adjustment,"'=cmd|"" /C calc""!A0",-1234.56,0.05,\r\n`,
    );
  });
});

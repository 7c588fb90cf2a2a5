import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './mask-account.ts';

describe('maskAccountNumber', () => {
  it('keeps only the last four characters', () => {
    expect(maskAccountNumber('GB29NWBK60161331926819')).toBe('••••6819');
  });

  it('shows a four-character number behind the dots, whole', () => {
    expect(maskAccountNumber('1234')).toBe('••••1234');
  });
});

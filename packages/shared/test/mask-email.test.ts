import { describe, expect, it } from 'vitest';
import { maskEmail } from '../src/schemas/referrals.ts';

describe('maskEmail', () => {
  it('keeps the first two characters of the name and the whole domain', () => {
    expect(maskEmail('nadia@example.com')).toBe('na***@example.com');
    expect(maskEmail('ada.1f2e3d4c@example.com')).toBe('ad***@example.com');
  });

  it('never shows more than half of a short name', () => {
    expect(maskEmail('nad@example.com')).toBe('n***@example.com');
    expect(maskEmail('na@example.com')).toBe('n***@example.com');
    expect(maskEmail('n@example.com')).toBe('***@example.com');
  });

  it('masks at the last @, so a quoted name with an @ in it is hidden too', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a***@example.com');
  });

  it('shows nothing of text that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });
});

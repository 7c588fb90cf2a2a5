import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Grace Brewster Hopper')).toBe('GH');
    expect(initials('  ada   lovelace ')).toBe('AL');
  });

  it('takes one letter from a single name', () => {
    expect(initials('Plato')).toBe('P');
  });

  it('keeps characters whole', () => {
    expect(initials('𝒜lice Émile')).toBe('𝒜É');
  });

  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});

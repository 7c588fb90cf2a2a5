import { describe, expect, it } from 'vitest';
import { newDepositReference } from '../../src/features/deposits/reference.ts';

describe('newDepositReference', () => {
  it("is KP- and eight letters of Crockford's base32, different each time", () => {
    const references = Array.from({ length: 2000 }, newDepositReference);
    for (const reference of references) {
      expect(reference).toMatch(/^KP-[0-9A-HJKMNP-TV-Z]{8}$/);
    }
    expect(new Set(references).size).toBe(references.length);
    // Every one of the 32 letters turns up: the alphabet is used whole, not a part of it.
    const letters = new Set(references.flatMap((reference) => [...reference.slice(3)]));
    expect(letters.size).toBe(32);
  });
});

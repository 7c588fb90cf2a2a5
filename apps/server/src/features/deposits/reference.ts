import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped stays unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;

/** The code a user writes in the payment's memo, e.g. KP-7F3K9QX2 (40 random bits). */
export function newDepositReference(): string {
  // 256 is a multiple of 32, so each byte's low five bits pick a letter uniformly.
  const letters = [...randomBytes(REFERENCE_LENGTH)].map((byte) => CROCKFORD[byte & 31]);
  return `KP-${letters.join('')}`;
}

import { PASSWORD_MIN_LENGTH } from '@kapital/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * True for passwords found in zxcvbn's list of ~50,000 most used ones. Only entries long enough
 * to pass the length rule are kept: the shorter ones are refused before this check.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose another one.';

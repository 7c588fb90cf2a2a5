import type { SignInTwoFactorBody } from '@kapital/shared';
import type { Resolver, ResolverResult } from 'react-hook-form';

export type SignInCodeValues = Required<SignInTwoFactorBody>;

const CODE_MESSAGE = 'Enter a code from your authenticator app or a backup code';

/**
 * The shared `signInTwoFactorBody` as a react-hook-form resolver, written out so the code step
 * downloads without zod, as the sign-in page does (sign-in-resolver.ts). Spaces people type
 * between groups are dropped; sign-in-code-resolver.test.ts holds it to the schema.
 */
export const signInCodeResolver: Resolver<SignInCodeValues> = (
  values,
): ResolverResult<SignInCodeValues> => {
  const code = values.code.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9-]{6,32}$/.test(code)) {
    return { values: {}, errors: { code: { type: 'validation', message: CODE_MESSAGE } } };
  }
  return { values: { code, trustBrowser: values.trustBrowser === true }, errors: {} };
};

import type { SignInBody } from '@kapital/shared';
import { PASSWORD_MAX_LENGTH } from '@kapital/shared/constants';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/** The pattern zod's z.email() applies (zod's `regexes.email`); the test holds the two together. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The shared `signInBody` schema as a react-hook-form resolver, written out so that the sign-in
 * page, the first page most visits load, does without zod (docs/decisions/008-bundle-budget.md).
 * Same rules, messages and trimmed lower-case e-mail; sign-in-resolver.test.ts holds it to the
 * schema. Registration and password reset use the shared schemas through zodResolver.
 */
export const signInResolver: Resolver<SignInBody> = (values): ResolverResult<SignInBody> => {
  const email = values.email.trim().toLowerCase();
  const { password } = values;
  const errors: FieldErrors<SignInBody> = {};

  const emailMessage = checkEmail(email);
  if (emailMessage) errors.email = { type: 'validation', message: emailMessage };
  if (password.length < 1 || password.length > PASSWORD_MAX_LENGTH) {
    errors.password = { type: 'validation', message: 'Enter your password' };
  }

  if (errors.email || errors.password) return { values: {}, errors };
  return { values: { email, password }, errors: {} };
};

function checkEmail(email: string): string | null {
  if (email.length < 1) return 'Enter your e-mail';
  if (email.length > 254) return 'E-mail is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid e-mail address';
  return null;
}

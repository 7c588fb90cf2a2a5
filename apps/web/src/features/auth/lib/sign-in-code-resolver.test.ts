import { zodResolver } from '@hookform/resolvers/zod';
import { signInTwoFactorBody } from '@kapital/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type SignInCodeValues, signInCodeResolver } from './sign-in-code-resolver.ts';

const options: ResolverOptions<SignInCodeValues> = { fields: {}, shouldUseNativeValidation: false };
const schemaResolver = zodResolver(signInTwoFactorBody);

const codes = [
  '123456',
  ' 123 456 ',
  '12345',
  '1234567',
  'ABCDE-12345',
  'abcde-12345',
  'abcd ef',
  '',
  '      ',
  'ab_cd-12',
  '12345!',
  'x'.repeat(32),
  'x'.repeat(33),
  '١٢٣٤٥٦',
];

describe('signInCodeResolver', () => {
  const cases = codes.flatMap((code) =>
    [true, false].map((trustBrowser) => ({ code, trustBrowser })),
  );

  it.each(cases)('agrees with the shared signInTwoFactorBody on %j', async (values) => {
    const [ours, theirs] = await Promise.all([
      signInCodeResolver(values, undefined, options),
      schemaResolver(values, undefined, options as never),
    ]);
    expect(ours.values).toEqual(theirs.values);
    expect(ours.errors.code?.message).toBe(theirs.errors.code?.message);
  });
});

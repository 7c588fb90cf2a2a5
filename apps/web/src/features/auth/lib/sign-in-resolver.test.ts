import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInBody, signInBody } from '@kapital/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, signInResolver } from './sign-in-resolver.ts';

const options: ResolverOptions<SignInBody> = { fields: {}, shouldUseNativeValidation: false };
const schemaResolver = zodResolver(signInBody);

const emails = [
  'grace@example.com',
  '  Grace.Hopper@Example.COM  ',
  '',
  '   ',
  'grace',
  'grace@example',
  'grace@@example.com',
  '.grace@example.com',
  'grace..hopper@example.com',
  "o'hara+kapital@mail.example.co",
  'grace@-example.com',
  'grace@example.c',
  `${'g'.repeat(250)}@example.com`,
  `${'g'.repeat(240)}@example.com`,
];
const passwords = ['', ' ', 'x', 'a-long-passphrase', 'p'.repeat(128), 'p'.repeat(129)];

describe('signInResolver', () => {
  const addresses = [
    ...emails,
    'a@b.co',
    'a-b@c-d.ef',
    'a_b@c.de',
    '-a@b.co',
    'a-@b.co',
    "a'@b.co",
    'a.@b.co',
    'a+b+c@d.ef',
    'a@b-.co',
    'a@b..co',
    'a@b.c0',
    'a@1.co',
    'a b@c.de',
    'a@b.co.uk',
    'ä@b.co',
  ];

  it.each(addresses)("tells %j apart as zod's z.email() does", (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(regexes.email.test(address));
  });

  const cases = emails.flatMap((email) => passwords.map((password) => ({ email, password })));

  it.each(cases)('agrees with the shared signInBody on %j', async (values) => {
    const [ours, theirs] = await Promise.all([
      signInResolver(values, undefined, options),
      schemaResolver(values, undefined, options),
    ]);
    expect(ours.errors.email?.message).toBe(theirs.errors.email?.message);
    expect(ours.errors.password?.message).toBe(theirs.errors.password?.message);
    expect(ours.values).toEqual(theirs.values);
  });
});

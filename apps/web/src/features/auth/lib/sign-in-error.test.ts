import { ERROR_CODES, SIGN_OUT_REASONS } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { signInErrorMessage } from './sign-in-error.ts';

describe('signInErrorMessage', () => {
  it('words a wrong e-mail or password the same way whatever the server says', () => {
    const error = new ApiError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password');
    expect(signInErrorMessage(error)).toBe('Invalid e-mail or password');
  });

  it('explains a banned or blocked account', () => {
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBanned, 'banned'))).toBe(
      SIGN_OUT_REASONS.USER_BANNED,
    );
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBlocked, 'blocked'))).toBe(
      SIGN_OUT_REASONS.USER_BLOCKED,
    );
  });

  it('passes other messages on', () => {
    expect(signInErrorMessage(new ApiError(429, ERROR_CODES.rateLimited, 'Too many tries'))).toBe(
      'Too many tries',
    );
    expect(signInErrorMessage(networkError())).toMatch(/cannot be reached/);
  });
});

import { ERROR_CODES, SIGN_OUT_REASONS, signOutNotice } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { signInErrorMessage } from './sign-in-error.ts';

describe('signInErrorMessage', () => {
  it('words a wrong e-mail or password the same way whatever the server says', () => {
    const error = new ApiError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password');
    expect(signInErrorMessage(error)).toBe('Invalid e-mail or password');
  });

  it("shows the server's explanation of a banned or blocked account, staff's words included", () => {
    const notice = signOutNotice(ERROR_CODES.userBlocked, 'Payments under review');
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBlocked, notice))).toBe(
      'Your account was blocked: Payments under review. Contact support to have it unblocked.',
    );
    const banned = signOutNotice(ERROR_CODES.userBanned, null);
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBanned, banned))).toBe(
      SIGN_OUT_REASONS.USER_BANNED,
    );
  });

  it('passes other messages on', () => {
    expect(signInErrorMessage(new ApiError(429, ERROR_CODES.rateLimited, 'Too many tries'))).toBe(
      'Too many tries',
    );
    expect(signInErrorMessage(networkError())).toMatch(/cannot be reached/);
  });
});

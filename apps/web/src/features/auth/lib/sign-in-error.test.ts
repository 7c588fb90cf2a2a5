import {
  ERROR_CODES,
  SECURITY_ERROR_CODES,
  SIGN_OUT_REASONS,
  signOutNotice,
} from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import '../i18n.ts';
import { showsSupportContact, signInErrorMessage } from './sign-in-error.ts';

const t = i18n.getFixedT('en', 'auth');

describe('signInErrorMessage', () => {
  it('words a wrong e-mail or password the same way whatever the server says', () => {
    const error = new ApiError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password');
    expect(signInErrorMessage(error, t)).toBe('Invalid e-mail or password');
  });

  it("shows the server's explanation of a banned or blocked account, staff's words included", () => {
    const notice = signOutNotice(ERROR_CODES.userBlocked, 'Payments under review');
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBlocked, notice), t)).toBe(
      'Your account was blocked: Payments under review. Contact support to have it unblocked.',
    );
    const banned = signOutNotice(ERROR_CODES.userBanned, null);
    expect(signInErrorMessage(new ApiError(403, ERROR_CODES.userBanned, banned), t)).toBe(
      SIGN_OUT_REASONS.USER_BANNED,
    );
  });

  it('passes other messages on', () => {
    expect(
      signInErrorMessage(new ApiError(429, ERROR_CODES.rateLimited, 'Too many tries'), t),
    ).toBe('Too many tries');
    expect(signInErrorMessage(networkError(), t)).toMatch(/cannot be reached/);
  });
});

describe('showsSupportContact', () => {
  const blocked = new ApiError(403, ERROR_CODES.userBlocked, 'Something in any words');
  const banned = new ApiError(403, ERROR_CODES.userBanned, 'Something in any words');

  it("offers support's address when this sign-in is refused for a blocked or banned account", () => {
    expect(showsSupportContact(blocked, undefined)).toBe(true);
    expect(showsSupportContact(banned, undefined)).toBe(true);
  });

  it('goes by the code, not the wording', () => {
    const wording = signOutNotice(ERROR_CODES.userBlocked, 'Chargebacks');
    expect(
      showsSupportContact(new ApiError(429, ERROR_CODES.rateLimited, wording), undefined),
    ).toBe(false);
  });

  it('does not offer it for other failures', () => {
    const wrong = new ApiError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password');
    expect(showsSupportContact(wrong, undefined)).toBe(false);
    expect(showsSupportContact(networkError(), undefined)).toBe(false);
    expect(showsSupportContact(new Error('boom'), undefined)).toBe(false);
  });

  it('offers it after a sign-out for a block or a ban, not for one from another browser', () => {
    expect(showsSupportContact(null, ERROR_CODES.userBlocked)).toBe(true);
    expect(showsSupportContact(null, ERROR_CODES.userBanned)).toBe(true);
    expect(showsSupportContact(null, SECURITY_ERROR_CODES.sessionRevoked)).toBe(false);
    expect(showsSupportContact(null, undefined)).toBe(false);
  });

  it("follows this sign-in's failure, whose alert replaces the sign-out notice", () => {
    const wrong = new ApiError(401, ERROR_CODES.invalidCredentials, 'Invalid email or password');
    expect(showsSupportContact(wrong, ERROR_CODES.userBlocked)).toBe(false);
    expect(showsSupportContact(blocked, SECURITY_ERROR_CODES.sessionRevoked)).toBe(true);
  });
});

import { ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { classifyMeFailure } from './classify-me-failure.ts';

describe('classifyMeFailure', () => {
  it("signs a banned or blocked user out with the reason, in the server's words", () => {
    expect(classifyMeFailure(new ApiError(403, ERROR_CODES.userBanned, 'Banned'))).toEqual({
      kind: 'forced-sign-out',
      reason: 'USER_BANNED',
      notice: 'Banned',
    });
    const blocked = 'Your account was blocked: Chargebacks. Contact support to have it unblocked.';
    expect(classifyMeFailure(new ApiError(403, ERROR_CODES.userBlocked, blocked))).toEqual({
      kind: 'forced-sign-out',
      reason: 'USER_BLOCKED',
      notice: blocked,
    });
  });

  it('recognises a missing profile', () => {
    expect(classifyMeFailure(new ApiError(404, ERROR_CODES.notFound, 'No profile'))).toEqual({
      kind: 'missing-profile',
    });
  });

  it('re-reads the session when the server no longer accepts it', () => {
    expect(classifyMeFailure(new ApiError(401, ERROR_CODES.unauthenticated, 'No session'))).toEqual(
      { kind: 'session-outdated' },
    );
    expect(
      classifyMeFailure(new ApiError(403, ERROR_CODES.emailNotVerified, 'Verify first')),
    ).toEqual({ kind: 'session-outdated' });
  });

  it('offers a retry for anything else', () => {
    expect(classifyMeFailure(networkError())).toEqual({
      kind: 'unavailable',
      message: networkError().message,
    });
    expect(classifyMeFailure(new ApiError(403, ERROR_CODES.forbidden, 'No'))).toMatchObject({
      kind: 'unavailable',
      message: 'No',
    });
  });
});

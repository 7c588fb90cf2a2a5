import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error.ts';
import { changePasswordFieldError } from './change-password-errors.ts';

describe('changePasswordFieldError', () => {
  it('puts a wrong current password on the current-password field, in plain words', () => {
    expect(
      changePasswordFieldError(new ApiError(400, 'INVALID_PASSWORD', 'Invalid password')),
    ).toEqual({ field: 'currentPassword', message: 'This is not your current password' });
  });

  it('keeps the server’s message for a common new password', () => {
    const message = 'This password is too common and easy to guess. Choose another one.';
    expect(changePasswordFieldError(new ApiError(400, 'PASSWORD_TOO_COMMON', message))).toEqual({
      field: 'newPassword',
      message,
    });
  });

  it('words length refusals as the form does', () => {
    expect(
      changePasswordFieldError(new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password too short')),
    ).toEqual({ field: 'newPassword', message: 'Use at least 10 characters' });
  });

  it('leaves every other failure to the form’s alert', () => {
    expect(changePasswordFieldError(networkError())).toBeNull();
    expect(changePasswordFieldError(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBeNull();
    expect(changePasswordFieldError(new Error('boom'))).toBeNull();
  });
});

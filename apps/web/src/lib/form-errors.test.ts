import { ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { formLevelError, serverFieldErrors } from './form-errors.ts';

const FIELDS = ['userName', 'email', 'password'] as const;
const CODE_FIELDS = {
  [ERROR_CODES.usernameTaken]: 'userName',
  [ERROR_CODES.emailTaken]: 'email',
} as const;

describe('serverFieldErrors', () => {
  it('keeps the field errors that belong to the form', () => {
    const error = new ApiError(400, ERROR_CODES.validation, 'Check the form', {
      password: 'This password is too common',
      country: 'Unknown country',
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual([['password', 'This password is too common']]);
  });

  it('puts a code that is about one field on that field when the server named no field', () => {
    const error = new ApiError(409, ERROR_CODES.emailTaken, 'That e-mail is already registered');
    expect(serverFieldErrors(error, FIELDS, CODE_FIELDS)).toEqual([
      ['email', 'That e-mail is already registered'],
    ]);
  });

  it('does not repeat a field the server named already', () => {
    const error = new ApiError(409, ERROR_CODES.usernameTaken, 'Taken', { userName: 'Taken' });
    expect(serverFieldErrors(error, FIELDS, CODE_FIELDS)).toEqual([['userName', 'Taken']]);
  });

  it('has nothing to say about errors that are not API errors', () => {
    expect(serverFieldErrors(new Error('boom'), FIELDS)).toEqual([]);
  });
});

describe('formLevelError', () => {
  it('is null without an error or when every complaint sits on a field', () => {
    expect(formLevelError(null, FIELDS)).toBeNull();
    const fieldError = new ApiError(400, ERROR_CODES.validation, 'Check', { email: 'Bad' });
    expect(formLevelError(fieldError, FIELDS)).toBeNull();
  });

  it('returns the message of an error no field can show', () => {
    const error = new ApiError(429, ERROR_CODES.rateLimited, 'Too many attempts');
    expect(formLevelError(error, FIELDS, CODE_FIELDS)).toBe('Too many attempts');
    const foreignField = new ApiError(400, ERROR_CODES.validation, 'Check', { country: 'Bad' });
    expect(formLevelError(foreignField, FIELDS)).toBe('Check');
  });
});

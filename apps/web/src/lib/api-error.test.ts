import { apiErrorSchema } from '@kapital/shared';
import { ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, errorMessage, isApiError, toApiError } from './api-error.ts';

describe('toApiError', () => {
  it('keeps the code, message and field errors of a contract error body', () => {
    const error = toApiError(409, {
      error: {
        code: ERROR_CODES.usernameTaken,
        message: 'That username is taken',
        fields: { userName: 'That username is taken' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('USERNAME_TAKEN');
    expect(error.message).toBe('That username is taken');
    expect(error.fields).toEqual({ userName: 'That username is taken' });
  });

  it('has no field errors when the body names none', () => {
    const error = toApiError(401, {
      error: { code: ERROR_CODES.invalidCredentials, message: 'Invalid email or password' },
    });
    expect(error.fields).toEqual({});
  });

  it('hides whatever a 5xx body says behind a generic message', () => {
    const error = toApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe(ERROR_CODES.internal);
    expect(error.message).toMatch(/on our side/);
  });

  it('reports a 4xx body outside the contract as an unexpected answer with its status', () => {
    const error = toApiError(403, { code: 'SOMETHING', message: 'not wrapped' });
    expect(error.code).toBe(CLIENT_ERROR_CODES.unexpectedResponse);
    expect(error.message).toContain('403');
  });
});

describe('toApiError and the contract', () => {
  const bodies: unknown[] = [
    { error: { code: 'A', message: 'a' } },
    { error: { code: 'A', message: 'a', fields: {} } },
    { error: { code: 'A', message: 'a', fields: { email: 'Taken' } } },
    { error: { code: 'A', message: 'a', extra: true }, more: 1 },
    { error: { code: 'A', message: 'a', requestId: 'r1' } },
    { error: { code: 'A', message: 'a', requestId: 7 } },
    { error: { code: 'A', message: 'a', fields: { email: 1 } } },
    { error: { code: 'A', message: 'a', fields: ['Taken'] } },
    { error: { code: 'A', message: 'a', fields: null } },
    { error: { code: 1, message: 'a' } },
    { error: { code: 'A' } },
    { error: 'A' },
    { error: null },
    [],
    null,
    'A',
    undefined,
  ];

  it.each(bodies)('reads %j exactly when apiErrorSchema accepts it', (body) => {
    const parsed = apiErrorSchema.safeParse(body);
    const error = toApiError(400, body);
    if (parsed.success) {
      expect(error.code).toBe(parsed.data.error.code);
      expect(error.message).toBe(parsed.data.error.message);
      expect(error.fields).toEqual(parsed.data.error.fields ?? {});
    } else {
      expect(error.code).toBe(CLIENT_ERROR_CODES.unexpectedResponse);
    }
  });
});

describe('isApiError', () => {
  const error = new ApiError(403, ERROR_CODES.userBanned, 'Banned');

  it('recognises API errors and optionally their code', () => {
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, ERROR_CODES.userBanned)).toBe(true);
    expect(isApiError(error, ERROR_CODES.userBlocked)).toBe(false);
  });

  it('rejects other errors', () => {
    expect(isApiError(new Error('Banned'))).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows an API error as the server worded it and anything else generically', () => {
    expect(errorMessage(new ApiError(429, ERROR_CODES.rateLimited, 'Slow down'))).toBe('Slow down');
    expect(errorMessage(new TypeError('x is undefined'))).toMatch(/Something went wrong/);
  });
});

describe('a fault on the server side', () => {
  it('keeps the request id of the error body', () => {
    const error = toApiError(500, {
      error: { code: ERROR_CODES.internal, message: 'Boom', requestId: '5f0c2a9e81d44b7a' },
    });
    expect(error.requestId).toBe('5f0c2a9e81d44b7a');
  });

  it('ends its message with the reference to quote; a refusal (4xx) does not', () => {
    const fault = toApiError(500, {
      error: {
        code: ERROR_CODES.internal,
        message: 'Something went wrong on our side. Try again.',
        requestId: '5f0c2a9e81d44b7a',
      },
    });
    expect(errorMessage(fault)).toBe(
      'Something went wrong on our side. Try again. Quote this reference to support: 5f0c2a9e81d44b7a',
    );
    const refusal = toApiError(409, {
      error: { code: ERROR_CODES.usernameTaken, message: 'Taken', requestId: 'aa' },
    });
    expect(errorMessage(refusal)).toBe('Taken');
  });
});

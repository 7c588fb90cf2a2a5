import { ERROR_CODES } from '@kapital/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-error.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(403, ERROR_CODES.userBanned, 'Banned'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, ERROR_CODES.notFound, 'Missing'))).toBe(false);
  });

  it('retries transport failures and 5xx twice', () => {
    expect(shouldRetry(0, networkError())).toBe(true);
    expect(shouldRetry(1, new ApiError(503, ERROR_CODES.internal, 'Down'))).toBe(true);
    expect(shouldRetry(2, networkError())).toBe(false);
  });
});

import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a retry; only transport failures and 5xx are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** The browser's defaults; the server's renderer uses them too, so both read alike. */
export const queryDefaults: DefaultOptions = {
  queries: { retry: shouldRetry, staleTime: 30_000 },
  mutations: { retry: false },
};

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

import type { ResponseSchema } from '@/lib/api-client.ts';
import { networkError, toApiError } from '@/lib/api-error.ts';

interface AdminRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  headers?: Record<string, string>;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

/**
 * The console's calls: as apiRequest (same-origin JSON with the session cookie, failures thrown
 * as ApiError), plus extra headers such as Idempotency-Key.
 */
export async function adminRequest<T>(
  path: string,
  { method = 'GET', body, headers = {}, schema, signal }: AdminRequestOptions<T> = {},
): Promise<T> {
  const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined) allHeaders['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: allHeaders,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw toApiError(response.status, data);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw toApiError(502, {
      error: {
        code: 'UNEXPECTED_RESPONSE',
        message: 'The server sent an answer this version of Kapital does not understand.',
      },
    });
  }
  return parsed.data;
}

/** Query string from the parameters that have a value. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

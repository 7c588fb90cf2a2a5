import { ApiError, CLIENT_ERROR_CODES, networkError, toApiError } from './api-error.ts';

/**
 * What checks a successful response: any zod schema fits. Code that every page loads passes a
 * hand-written check of the same shape, so zod stays out of the first download
 * (docs/decisions/008-bundle-budget.md).
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates a successful response, so a contract drift fails loudly here, not in a screen. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
}

/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. Any
 * non-2xx answer or transport failure is thrown as an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await send(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data = await readJson(response);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.unexpectedResponse,
      'The server sent an answer this version of Kapital does not understand. Reload the page.',
    );
  }
  return parsed.data;
}

/** A file behind the session (a KYC document, a deposit proof), as a Blob. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { credentials: 'include', signal });
  return response.blob();
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; on the server, the page request's own API (src/entry-server.tsx). */
let transport: Transport = (path, init) => fetch(path, init);

/** Sends every later request through `next`: the server's renderer calls the API in-process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** fetch, with a transport failure or a non-2xx answer thrown as an ApiError. */
async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body: unknown = {}, options: Omit<RequestOptions<T>, 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};

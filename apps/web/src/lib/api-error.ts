import type { ApiErrorBody } from '@kapital/shared';
import { ERROR_CODES } from '@kapital/shared/errors';
import { errorReference, serverMessage } from './i18n/server-text.ts';
import { isRecord } from './is-record.ts';

/** Codes the client itself produces when the server gave no usable error body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

/** The key of the message for a failure that is not an API error at all (a bug, a crash). */
const UNKNOWN_ERROR = 'UNKNOWN';

/** A failed API call: the server's `{ error: { code, message, fields } }` with its status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Request field name -> message, for showing next to the form field. */
  readonly fields: Readonly<Record<string, string>>;
  /** The server's id for the request, in its log lines: what a person quotes to support. */
  readonly requestId: string | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    requestId?: string,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * Turns a failed response's status and parsed body into an ApiError. A body that is not the
 * contract's error shape (a proxy's HTML page, an empty 502) still yields a readable message.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const contractError = readErrorBody(body);
  if (contractError) {
    const { code, message, fields, requestId } = contractError;
    return new ApiError(status, code, message, fields, requestId);
  }
  if (status >= 500) {
    return new ApiError(
      status,
      ERROR_CODES.internal,
      'Something went wrong on our side. Try again in a moment.',
    );
  }
  return new ApiError(
    status,
    CLIENT_ERROR_CODES.unexpectedResponse,
    `The server sent an unexpected answer (status ${status}).`,
  );
}

/**
 * The contract's error body (apiErrorSchema in @kapital/shared), checked by hand: every page
 * loads this file, and zod only comes with the screens that need it
 * (docs/decisions/008-bundle-budget.md). A unit test keeps the two in agreement.
 */
function readErrorBody(body: unknown): ApiErrorBody['error'] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields, requestId } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  const error = requestId === undefined ? { code, message } : { code, message, requestId };
  if (fields === undefined) return error;
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) {
    return null;
  }
  return { ...error, fields: fields as Record<string, string> };
}

export function networkError(): ApiError {
  return new ApiError(
    0,
    CLIENT_ERROR_CODES.network,
    'Kapital cannot be reached. Check your connection and try again.',
  );
}

/**
 * The message to show a person for any error a query or mutation can throw. A fault on the
 * server's side ends with its reference, which finds the request's log lines.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return serverMessage(UNKNOWN_ERROR, 'Something went wrong. Try again in a moment.');
  }
  const message = serverMessage(error.code, error.message);
  if (error.status < 500 || !error.requestId) return message;
  return `${message} ${errorReference(error.requestId)}`;
}

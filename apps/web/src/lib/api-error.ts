import { apiErrorSchema, ERROR_CODES } from '@kapital/shared';

/** Codes the client itself produces when the server gave no usable error body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

/** A failed API call: the server's `{ error: { code, message, fields } }` with its status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Request field name -> message, for showing next to the form field. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
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
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields);
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

export function networkError(): ApiError {
  return new ApiError(
    0,
    CLIENT_ERROR_CODES.network,
    'Kapital cannot be reached. Check your connection and try again.',
  );
}

/** The message to show a person for any error a query or mutation can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Try again in a moment.';
}

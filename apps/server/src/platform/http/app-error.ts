import type { ErrorCode } from '@kapital/shared';

/** A refusal the client can act on: becomes `{ error: { code, message, fields } }` with a 4xx. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** PostgreSQL's SQLSTATE, whether the driver error is thrown as is or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQL_UNIQUE_VIOLATION = '23505';

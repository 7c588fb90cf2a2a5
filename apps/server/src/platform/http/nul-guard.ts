import { ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * PostgreSQL's text cannot hold the NUL character: a value with one fails inside the query (a
 * 500), so no request may carry one past this guard.
 */
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000) from this value';

export function nulFieldError(field: string): AppError {
  return new AppError(400, ERROR_CODES.validation, `Check these fields: ${field}`, {
    [field]: NUL_MESSAGE,
  });
}

/**
 * Refuses, with 400 naming the field as the validation errors do (`firstName`, `q`,
 * `depositId`, `items.0.name`), any path parameter, query parameter or JSON body value or key
 * holding NUL. It runs after validation, where the session guards have already answered a
 * caller without a session. Multipart text fields are read in their handlers, which check them
 * with `nulFieldError`.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = pathToNul(value);
      if (path !== undefined) throw nulFieldError(path || part);
    }
  });
}

/**
 * The dotted path of the first string or key holding NUL ('' for the value itself), or
 * undefined. Iterative, so a deep value cannot overflow the stack; a path string is built only
 * for nested objects and the hit, not for every leaf.
 */
export function pathToNul(root: unknown): string | undefined {
  if (typeof root === 'string') return root.includes('\0') ? '' : undefined;
  const pending: Array<[object, string]> = isWalkable(root) ? [[root, '']] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [container, prefix] = next;
    for (const key of Object.keys(container)) {
      const value: unknown = (container as Record<string, unknown>)[key];
      const path = () => (prefix ? `${prefix}.${key}` : key);
      if (key.includes('\0')) return path();
      if (typeof value === 'string') {
        if (value.includes('\0')) return path();
      } else if (isWalkable(value)) {
        pending.push([value, path()]);
      }
    }
  }
  return undefined;
}

const isWalkable = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

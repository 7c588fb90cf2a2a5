import { ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Arrays and objects inside each other that a JSON body may hold. Kapital's deepest request is
 * three levels; recursive code that runs on a whole body (JSON.stringify for the idempotency
 * fingerprint and the Better Auth bridge) overflows the stack some thousands of levels down.
 */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`;

/**
 * JSON bodies only (plus multipart where an upload route registers it): Fastify's text/plain
 * parser goes, so a cross-site form (text/plain is a "simple" type that needs no CORS preflight)
 * cannot reach a route with a body it would read, and any other type is a 415. JSON is parsed by
 * Fastify's own parser (prototype poisoning refused) after an iterative depth check on the raw
 * text.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new AppError(400, ERROR_CODES.validation, TOO_DEEP, { body: TOO_DEEP }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

/** Whether `text` opens more than `limit` arrays or objects inside each other; one linear scan. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

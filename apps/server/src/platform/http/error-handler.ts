import { ERROR_CODES } from '@kapital/shared';
import { APIError } from 'better-auth/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, sqlState } from './app-error.ts';

type Fields = Record<string, string>;

/**
 * The error answer. `requestId` is the request's id in every log line about it: a person quotes
 * it to support, who find the lines.
 */
function errorBody(request: FastifyRequest, code: string, message: string, fields?: Fields) {
  const requestId = request.id;
  return {
    error: fields ? { code, message, fields, requestId } : { code, message, requestId },
  };
}

const UNSUPPORTED_BODY =
  'Send the body as JSON (Content-Type: application/json), or as multipart/form-data to an upload route';

/** Says how long to wait, from the Retry-After the rate limit set (in seconds). */
function rateLimitMessage(reply: FastifyReply): string {
  const seconds = Number(reply.getHeader('retry-after'));
  if (!(seconds > 90)) return 'Too many attempts. Wait a minute and try again.';
  return `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** One place turns every failure into `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Fields = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const names = Object.keys(fields).join(', ');
      return reply
        .status(400)
        .send(errorBody(request, ERROR_CODES.validation, `Check these fields: ${names}`, fields));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(request, error.code, error.message, error.fields));
    }
    if (error instanceof APIError && error.statusCode < 500) {
      // Better Auth refusals raised inside Kapital's own routes keep Better Auth's code.
      const body = error.body as { code?: string; message?: string } | undefined;
      return reply
        .status(error.statusCode)
        .send(
          errorBody(
            request,
            body?.code ?? `HTTP_${error.statusCode}`,
            body?.message ?? error.message,
          ),
        );
    }
    if (sqlState(error) === '22003') {
      // A balance or amount past BIGINT: absurd money, refused like any other bad amount.
      return reply
        .status(422)
        .send(
          errorBody(request, 'AMOUNT_OUT_OF_RANGE', 'This amount is too large to be processed'),
        );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(errorBody(request, ERROR_CODES.unsupportedMediaType, UNSUPPORTED_BODY));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorBody(request, ERROR_CODES.rateLimited, rateLimitMessage(reply)));
    }
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large.
      return reply
        .status(error.statusCode)
        .send(errorBody(request, error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(
        errorBody(request, ERROR_CODES.internal, 'Something went wrong on our side. Try again.'),
      );
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send(
      errorBody(
        request,
        ERROR_CODES.notFound,
        `No route for ${request.method} ${request.url.split('?')[0]}`,
      ),
    );
}

import { ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { betterAuthHeaders, forwardCookies } from '../../platform/auth/better-auth-calls.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The Better Auth endpoints a browser may call. Everything else Better Auth offers (sign-up,
 * update-user, change-email, delete-user...) is closed: Kapital's own validated routes do those.
 * list-sessions and revoke-session deal in session tokens; /api/sessions replaces them.
 */
const OPEN_ENDPOINTS: Record<string, ReadonlySet<string>> = {
  GET: new Set(['/get-session', '/verify-email']),
  POST: new Set([
    '/sign-in/email',
    '/sign-out',
    '/send-verification-email',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    '/revoke-sessions',
    '/revoke-other-sessions',
  ]),
};

const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'set-cookie']);

/** Hands a Fastify request to Better Auth and its answer back, in Kapital's error format. */
export async function forwardToBetterAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return sendBetterAuthAnswer(reply, await askBetterAuth(app, request));
}

/** Better Auth's answer to a request to one of its open endpoints (404 for the others). */
export async function askBetterAuth(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Response> {
  const url = new URL(request.url, app.deps.config.baseUrl);
  const endpoint = url.pathname.slice('/api/auth'.length);
  if (!OPEN_ENDPOINTS[request.method]?.has(endpoint)) {
    throw new AppError(404, ERROR_CODES.notFound, `No route for ${request.method} ${url.pathname}`);
  }
  const headers = betterAuthHeaders(request);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  return app.deps.auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
}

/** Sends Better Auth's answer as Kapital's: its errors in Kapital's format, no token in a body. */
export async function sendBetterAuthAnswer(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(key)) reply.header(key, value);
  });
  forwardCookies(reply, response.headers);

  const text = await response.text();
  if (response.status >= 400) {
    return reply
      .type('application/json')
      .send(toKapitalError(response.status, text, reply.request.id));
  }
  return reply.send(text === '' ? null : withoutSessionToken(text));
}

/**
 * Better Auth echoes the session token in some JSON bodies; the HttpOnly cookie is the only
 * place it may live, out of reach of page scripts.
 */
function withoutSessionToken(text: string): string {
  if (!text.includes('"token"')) return text;
  const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
  if (body && typeof body === 'object') {
    delete body.token;
    if (body.session && typeof body.session === 'object') delete body.session.token;
  }
  return JSON.stringify(body);
}

function toKapitalError(status: number, text: string, requestId: string) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Better Auth answered without JSON; the status alone says what happened.
  }
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : `HTTP_${status}`;
  const message =
    typeof parsed.message === 'string' && parsed.message ? parsed.message : 'Request refused';
  return { error: { code, message, requestId } };
}

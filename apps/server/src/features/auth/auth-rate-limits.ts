import type { FastifyRequest } from 'fastify';

export const AUTH_RATE_WINDOW = '1 minute';

/**
 * Not limited here: ending sessions (a limit would keep an intruder signed in) and signing in,
 * whose own limits (sign-in-limits.ts) count failures and spare a known browser.
 */
const NEVER_LIMITED = new Set([
  '/sign-out',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/sign-in/email',
]);

/**
 * The Better Auth endpoint of a request to /api/auth/*, e.g. `/sign-in/email`, with dot segments
 * resolved as the URL handed to Better Auth resolves them: `/api/auth/./sign-in/email` is a
 * sign-in too.
 */
export function betterAuthEndpoint(request: FastifyRequest): string {
  return new URL(request.url, 'http://kapital.invalid').pathname.slice('/api/auth'.length);
}

/**
 * The address limit of Better Auth's POST endpoints: `max` a minute per address and endpoint.
 * Each endpoint counts on its own, so a script failing to sign in from a shared address never
 * starves a person's change of password there, and signing out is never refused.
 */
export function betterAuthRateLimit(max: number) {
  return {
    max,
    timeWindow: AUTH_RATE_WINDOW,
    keyGenerator: (request: FastifyRequest) => `${request.ip} ${betterAuthEndpoint(request)}`,
    allowList: (request: FastifyRequest) => NEVER_LIMITED.has(betterAuthEndpoint(request)),
  };
}

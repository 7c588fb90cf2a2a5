import { ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';

export const AUTH_RATE_WINDOW = '1 minute';
/** Sign-in attempts on one account, from anywhere, are counted over this longer window. */
export const ACCOUNT_SIGN_IN_WINDOW = '10 minutes';

/** Ending sessions is always allowed: a limit there would keep an intruder signed in. */
const NEVER_LIMITED = new Set(['/sign-out', '/revoke-sessions', '/revoke-other-sessions']);

/** The Better Auth endpoint of a request to /api/auth/*, e.g. `/sign-in/email`. */
export function betterAuthEndpoint(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').slice('/api/auth'.length);
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

/**
 * Sign-in attempts per account, whatever the address: `max` in ten minutes. Guessing one
 * person's password from many addresses meets this limit instead of the per-address one.
 */
export function accountSignInLimit(app: FastifyInstance, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: ACCOUNT_SIGN_IN_WINDOW,
    keyGenerator: (request) => `sign-in ${accountOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (betterAuthEndpoint(request) !== '/sign-in/email' || !accountOf(request)) return;
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many sign-in attempts on this account. Try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
    );
  };
}

function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

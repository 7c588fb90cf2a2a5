import { ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  /** Origins whose pages may change something (config.trustedOrigins). */
  trustedOrigins: readonly string[];
  /** Where a person should open Kapital instead (config.baseUrl). */
  baseUrl: string;
}

/**
 * Refuses, with 403 FOREIGN_ORIGIN, every state-changing request and every WebSocket upgrade
 * that does not come from one of Kapital's own origins. The session cookie is SameSite=Lax,
 * which lets pages of the same site (another port of the same host) send it; only the Origin
 * (or, without it, the Referer) tells them apart. A request that names no origin at all is
 * refused too: browsers always send Origin on these requests, so only scripts omit it, and they
 * can add it.
 */
export function refuseForeignOrigins(app: FastifyInstance, options: SameOriginOptions): void {
  const trusted = new Set(options.trustedOrigins.map(originOf));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) && !isWebSocketUpgrade(request)) return;
    const origin = claimedOrigin(request);
    if (origin !== undefined && trusted.has(origin)) return;
    const why =
      origin === undefined
        ? 'This request does not say which page sent it, so it was refused.'
        : 'This request was sent by a page of another site, so it was refused.';
    throw new AppError(403, ERROR_CODES.foreignOrigin, `${why} Open Kapital at ${options.baseUrl}`);
  });
}

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/** Origin as sent (`null` included, which is foreign), else the Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  return referer === undefined ? undefined : originOf(referer);
}

/** The serialized origin of a URL; `null` for anything that has none. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

import { SECURITY_ERROR_CODES } from '@kapital/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { hasSessionCookie, readSession } from './guards.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Stop: signing out is the one change a staff-access session makes. */
const STOP = '/api/auth/sign-out';

/** The request's path as the router resolves it (dot segments and all), without the query. */
const pathOf = (request: FastifyRequest) => new URL(request.url, 'http://kapital.invalid').pathname;

/**
 * Staff access views; it does not act (SPEC.md section 3, decision 033). One hook for the whole
 * API refuses every state-changing request of a staff-access session with 403
 * STAFF_ACCESS_READ_ONLY, whatever the route, except Stop (sign-out). A list of money routes
 * would miss the next one; this cannot.
 */
export function refuseStaffAccessChanges(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !hasSessionCookie(request)) return;
    if (request.method === 'POST' && pathOf(request) === STOP) return;
    const found = await readSession(app, request);
    if (!found?.session.staffAccessBy) return;
    throw new AppError(
      403,
      SECURITY_ERROR_CODES.staffAccessReadOnly,
      `Viewing as @${found.user.userName ?? found.user.name}: staff access can look but not move money or change anything. Stop viewing to act as yourself.`,
    );
  });
}

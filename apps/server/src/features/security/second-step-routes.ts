import {
  apiErrorSchema,
  type SecondStepPurpose,
  secondStepBody,
  secondStepPasskeyOptionsBody,
  secondStepPasskeyOptionsResponse,
  secondStepResponse,
} from '@kapital/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInSession, signedInUser } from '../../platform/auth/guards.ts';
import {
  createWrongCodeLimit,
  passkeyChallenge,
  proveWithCode,
  proveWithPasskey,
} from './second-step-service.ts';

/**
 * /api/security/second-step: a fresh second step for one money or security action, proven
 * with a code from the app or a passkey. The action's own route spends the grant
 * (platform/auth/second-step.ts).
 */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  requireUser(app, { verifiedEmail: false });
  const wrongCodes = createWrongCodeLimit();
  const rateLimit = { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' };
  const refusals = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    429: apiErrorSchema,
  };
  const scopeOf = (request: FastifyRequest, purpose: SecondStepPurpose) => ({
    sessionId: signedInSession(request).id,
    userId: signedInUser(request).id,
    purpose,
  });

  app.post(
    '/api/security/second-step/passkey-options',
    {
      config: { rateLimit },
      schema: {
        tags: ['security'],
        summary:
          'A passkey request for a second step; its answer goes to /api/security/second-step',
        security: [{ session: [] }],
        body: secondStepPasskeyOptionsBody,
        response: { 200: secondStepPasskeyOptionsResponse, ...refusals },
      },
    },
    (request) => passkeyChallenge(app.deps, scopeOf(request, request.body.purpose)),
  );

  app.post(
    '/api/security/second-step',
    {
      config: { rateLimit },
      schema: {
        tags: ['security'],
        summary:
          'Prove a second step for one action of this session with a code or a passkey; answers the grant the action names',
        security: [{ session: [] }],
        body: secondStepBody,
        response: { 200: secondStepResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const scope = scopeOf(request, body.purpose);
      const proven =
        body.method === 'totp'
          ? await proveWithCode(app.deps, wrongCodes, scope, body.code, (seconds) =>
              reply.header('retry-after', seconds),
            )
          : await proveWithPasskey(app.deps, scope, {
              challengeId: body.challengeId,
              response: body.response,
              origin: originOf(request.headers),
            });
      return { grant: proven.grant, expiresAt: proven.expiresAt.toISOString() };
    },
  );
};

/**
 * The page the request came from: its Origin, else its Referer's origin. The API-wide origin
 * check let it through, so it is one of Kapital's own.
 */
function originOf(headers: { origin?: string | undefined; referer?: string | undefined }): string {
  if (headers.origin) return headers.origin;
  return headers.referer ? new URL(headers.referer).origin : '';
}

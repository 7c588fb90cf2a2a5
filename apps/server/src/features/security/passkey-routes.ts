import {
  addPasskeyBody,
  apiErrorSchema,
  ERROR_CODES,
  passkeyParams,
  passkeySummarySchema,
  SECURITY_ERROR_CODES,
  webAuthnOptionsSchema,
} from '@kapital/shared';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BetterAuthRefusal,
  betterAuthHeaders,
  forwardCookies,
  refusalOf,
} from '../../platform/auth/better-auth-calls.ts';
import { signedInUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { deletePasskey, passkeySummaryOf } from './queries.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Better Auth asks for a session from the last day before a passkey is added. */
function passkeyRefusal(refusal: BetterAuthRefusal): AppError {
  if (refusal.code === 'SESSION_NOT_FRESH') {
    return new AppError(
      403,
      SECURITY_ERROR_CODES.recentSignInRequired,
      'For your safety, adding a passkey needs a recent sign-in. Sign out, sign in again, and add it then.',
    );
  }
  return new AppError(
    400,
    SECURITY_ERROR_CODES.passkeyFailed,
    'The passkey could not be added: its answer was not accepted. Try again.',
  );
}

/** Passkeys of the signed-in user, through Better Auth's passkey plugin. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.deps;

  app.post(
    '/api/security/passkeys/options',
    {
      schema: {
        tags: ['security'],
        summary: 'WebAuthn options to add a passkey',
        description:
          'Sets a short-lived signed challenge cookie that POST /api/security/passkeys reads. Needs a sign-in from the last day.',
        security: [{ session: [] }],
        response: { 200: webAuthnOptionsSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await auth.api.generatePasskeyRegistrationOptions({
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw passkeyRefusal(await refusalOf(answer));
      forwardCookies(reply, answer.headers);
      return (await answer.json()) as Record<string, unknown>;
    },
  );

  app.post(
    '/api/security/passkeys',
    {
      schema: {
        tags: ['security'],
        summary: "Add a passkey: the browser's answer to the options, and a name for it",
        security: [{ session: [] }],
        body: addPasskeyBody,
        response: { 201: passkeySummarySchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await auth.api.verifyPasskeyRegistration({
        body: {
          name: request.body.name,
          // The schema checks the outline; @simplewebauthn/server checks the rest and refuses.
          response: request.body.response as unknown as RegistrationResponseJSON,
        },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw passkeyRefusal(await refusalOf(answer));
      const added = (await answer.json()) as Parameters<typeof passkeySummaryOf>[0];
      return reply.status(201).send(passkeySummaryOf({ ...added, lastUsedAt: null }));
    },
  );

  app.delete(
    '/api/security/passkeys/:id',
    {
      schema: {
        tags: ['security'],
        summary: 'Remove one of your passkeys; it no longer signs in',
        security: [{ session: [] }],
        params: passkeyParams,
        response: { 204: z.null(), 404: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const removed = await deletePasskey(
        app.deps.database.db,
        signedInUser(request).id,
        request.params.id,
      );
      if (!removed) throw new AppError(404, ERROR_CODES.notFound, 'No such passkey');
      return reply.status(204).send(null);
    },
  );
};

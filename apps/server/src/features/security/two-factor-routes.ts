import {
  apiErrorSchema,
  backupCodesBody,
  backupCodesResponse,
  confirmTwoFactorBody,
  disableTwoFactorBody,
  enableTwoFactorBody,
  enableTwoFactorResponse,
  secondStepHeaders,
} from '@kapital/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betterAuthHeaders,
  forwardCookies,
  refusalOf,
} from '../../platform/auth/better-auth-calls.ts';
import { signedInUser } from '../../platform/auth/guards.ts';
import { forgetTrustedBrowsers, twoFactorEnabled } from './queries.ts';
import { twoFactorAlreadyOn, twoFactorOff, twoFactorRefusal } from './service.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/**
 * Two-step sign-in with an authenticator app, through Better Auth's two-factor plugin: on with
 * the password and a first code, new backup codes with the password, off with the password (and
 * a fresh second step, which the second-step guard asks for).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.deps;
  const db = app.deps.database.db;
  const isOn = (userId: string) => twoFactorEnabled(db, userId);

  app.post(
    '/api/security/two-factor/enable',
    {
      schema: {
        tags: ['security'],
        summary: 'Start turning on two-step sign-in: the secret for the app and the backup codes',
        description:
          'Two-step stays off until POST /api/security/two-factor/confirm receives a first code. The backup codes are shown once.',
        security: [{ session: [] }],
        body: enableTwoFactorBody,
        response: { 200: enableTwoFactorResponse, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (await isOn(signedInUser(request).id)) throw twoFactorAlreadyOn();
      const answer = await auth.api.enableTwoFactor({
        body: { password: request.body.password },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw twoFactorRefusal(await refusalOf(answer));
      forwardCookies(reply, answer.headers);
      const { totpURI, backupCodes } = (await answer.json()) as {
        totpURI: string;
        backupCodes: string[];
      };
      return {
        totpUri: totpURI,
        secret: new URL(totpURI).searchParams.get('secret') ?? '',
        backupCodes,
      };
    },
  );

  app.post(
    '/api/security/two-factor/confirm',
    {
      schema: {
        tags: ['security'],
        summary: 'Turn two-step sign-in on with a first code from the authenticator app',
        description: 'This browser gets a new session cookie; its other sessions stay.',
        security: [{ session: [] }],
        body: confirmTwoFactorBody,
        response: { 204: z.null(), 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (await isOn(signedInUser(request).id)) throw twoFactorAlreadyOn();
      const answer = await auth.api.verifyTOTP({
        body: { code: request.body.code },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw twoFactorRefusal(await refusalOf(answer));
      forwardCookies(reply, answer.headers);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/security/two-factor/backup-codes',
    {
      schema: {
        tags: ['security'],
        summary: 'New backup codes; the old ones stop working',
        security: [{ session: [] }],
        body: backupCodesBody,
        response: { 200: backupCodesResponse, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      if (!(await isOn(signedInUser(request).id))) throw twoFactorOff();
      const answer = await auth.api.generateBackupCodes({
        body: { password: request.body.password },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw twoFactorRefusal(await refusalOf(answer));
      const { backupCodes } = (await answer.json()) as { backupCodes: string[] };
      return { backupCodes };
    },
  );

  app.post(
    '/api/security/two-factor/disable',
    {
      config: { secondStep: 'two-factor-off' },
      schema: {
        tags: ['security'],
        summary: 'Turn two-step sign-in off, with the password and a fresh second step',
        description:
          'The second step (a code or a passkey) is named by the kapital-second-step header. Every trusted browser is forgotten; this browser gets a new session cookie.',
        security: [{ session: [] }],
        headers: secondStepHeaders,
        body: disableTwoFactorBody,
        response: { 204: z.null(), 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      if (!(await isOn(userId))) throw twoFactorOff();
      const answer = await auth.api.disableTwoFactor({
        body: { password: request.body.password },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw twoFactorRefusal(await refusalOf(answer));
      // Better Auth forgets this browser's trust only: turned on again later, two-step must ask
      // every browser for a code.
      await forgetTrustedBrowsers(db, userId);
      forwardCookies(reply, answer.headers);
      return reply.status(204).send(null);
    },
  );
};

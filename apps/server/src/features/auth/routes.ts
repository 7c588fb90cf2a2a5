import {
  apiErrorSchema,
  referralCodeCheckResponse,
  registerBody,
  registerResponse,
  SECURITY_ERROR_CODES,
  userNameField,
} from '@kapital/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardCookies } from '../../platform/auth/better-auth-calls.ts';
import { createDeviceCookie } from '../../platform/auth/device-cookie.ts';
import { sessionEndContext } from '../../platform/auth/session-end-context.ts';
import { betterAuthEndpoint, betterAuthRateLimit } from './auth-rate-limits.ts';
import { askBetterAuth, forwardToBetterAuth, sendBetterAuthAnswer } from './better-auth-bridge.ts';
import { passwordSignIn } from './password-sign-in.ts';
import { findUserIdByUserName, registerUser } from './service.ts';
import { sessionRoutes } from './session-routes.ts';
import { createSignInRecorder } from './sign-in-record.ts';
import { secondStepSignInRoutes } from './sign-in-routes.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const authRateLimit = { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' };
  const devices = createDeviceCookie(app.deps.config);

  app.post(
    '/api/account/register',
    {
      config: { rateLimit: authRateLimit },
      schema: {
        tags: ['account'],
        summary: 'Create an account; signs in unverified and mails a verification link',
        security: [],
        body: registerBody,
        response: { 201: registerResponse, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await registerUser(app.deps, request.body, {
        ip: request.ip,
        headers: fromNodeHeaders(request.headers),
        // A browser that signed in to the referrer's account flags the referral.
        device: devices.read(request.headers.cookie),
      });
      forwardCookies(reply, result.headers);
      return reply.status(201).send(result.body);
    },
  );

  app.get(
    '/api/account/referral-codes/:code',
    {
      config: { rateLimit: authRateLimit },
      schema: {
        tags: ['account'],
        summary: 'Whether a referral code (a username) exists',
        security: [],
        params: z.object({ code: z.string().max(40) }),
        response: { 200: referralCodeCheckResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const parsed = userNameField.safeParse(request.params.code);
      if (!parsed.success) return { valid: false };
      return { valid: (await findUserIdByUserName(app.deps, parsed.data)) !== null };
    },
  );

  const recorder = createSignInRecorder(app.deps);
  await app.register(sessionRoutes);
  await app.register(secondStepSignInRoutes, { recorder });

  app.route({
    method: 'GET',
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (betterAuthEndpoint(request) !== '/verify-email') {
        return forwardToBetterAuth(app, request, reply);
      }
      // The verification link signs the person in: that sign-in belongs in their history.
      const answer = await askBetterAuth(app, request);
      const userId = await signedInUserOf(app, answer);
      if (userId) await recorder.signedIn(request, userId, 'email_link');
      return sendBetterAuthAnswer(reply, answer);
    },
  });
  const signInWithPassword = passwordSignIn(app, recorder);
  app.route({
    method: 'POST',
    url: '/api/auth/*',
    config: { rateLimit: betterAuthRateLimit(app.deps.config.authRateLimitMax) },
    schema: { hide: true },
    handler: async (request, reply) => {
      const endpoint = betterAuthEndpoint(request);
      if (endpoint === '/sign-in/email') return signInWithPassword(request, reply);
      if (endpoint === '/revoke-other-sessions') {
        // "Sign out everywhere else": those browsers are told why.
        return sessionEndContext.run({ reason: SECURITY_ERROR_CODES.sessionRevoked }, () =>
          forwardToBetterAuth(app, request, reply),
        );
      }
      return forwardToBetterAuth(app, request, reply);
    },
  });
};

/** The user an answer of Better Auth signed in (by the session cookie it set), if any. */
async function signedInUserOf(app: FastifyInstance, answer: Response): Promise<string | null> {
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) return null;
  const session = await app.deps.auth.api.getSession({
    headers: new Headers({ cookie: cookies.join('; ') }),
  });
  return session?.user.id ?? null;
}

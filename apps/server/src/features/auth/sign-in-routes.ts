import {
  apiErrorSchema,
  ERROR_CODES,
  isTotpCode,
  SECURITY_ERROR_CODES,
  signInPasskeyBody,
  signInTwoFactorBody,
  webAuthnOptionsSchema,
} from '@kapital/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betterAuthHeaders,
  forwardCookies,
  readBetterAuthCookie,
  refusalOf,
} from '../../platform/auth/better-auth-calls.ts';
import { wrongCodeError } from '../../platform/auth/code-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inMinutes } from './sign-in-limits.ts';
import {
  markPasskeyUsed,
  passkeyOwnerId,
  pendingTwoFactorUserId,
  twoFactorLockedUntil,
} from './sign-in-queries.ts';
import type { SignInRecorder } from './sign-in-record.ts';

/** Better Auth's two-factor cookie: the sign-in that waits for its code. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** Better Auth's codes for a code that is wrong (an app code, a backup code). */
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);
const RESTRICTED = new Set<string>([ERROR_CODES.userBanned, ERROR_CODES.userBlocked]);

const signInTimedOut = () =>
  new AppError(
    401,
    ERROR_CODES.unauthenticated,
    'This sign-in has timed out. Enter your e-mail and password again.',
  );
const passkeyFailed = () =>
  new AppError(
    400,
    SECURITY_ERROR_CODES.passkeyFailed,
    'Your passkey was not accepted. Try again, or sign in with your password.',
  );

/**
 * The sign-in steps after (or instead of) the password: the code of two-step sign-in, and a
 * passkey. Both go through Better Auth's plugins, whose session cookie is passed on; answers
 * carry no token.
 */
export const secondStepSignInRoutes: FastifyPluginAsyncZod<{ recorder: SignInRecorder }> = async (
  app,
  { recorder },
) => {
  const rateLimit = { max: app.deps.config.authRateLimitMax, timeWindow: '1 minute' };
  const { auth } = app.deps;
  const db = app.deps.database.db;

  /** Refuses with 429 while wrong codes keep the account waiting; resolves when they do not. */
  async function refuseWhileLocked(reply: FastifyReply, userId: string): Promise<void> {
    const lockedUntil = await twoFactorLockedUntil(db, userId);
    const seconds = lockedUntil ? Math.ceil((lockedUntil.getTime() - Date.now()) / 1000) : 0;
    if (seconds <= 0) return;
    reply.header('retry-after', seconds);
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many wrong codes. Try again in ${inMinutes(seconds)}.`,
    );
  }

  app.post(
    '/api/account/sign-in/two-factor',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'The second step of a sign-in with two-step on: a code from the authenticator app or a backup code',
        description:
          'Needs the two_factor cookie the password step set. Five wrong codes in a row make the account wait 15 minutes (429 with Retry-After). trustBrowser skips the code in this browser for 30 days.',
        security: [],
        body: signInTwoFactorBody,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const challenge = await readBetterAuthCookie(auth, request.headers.cookie, TWO_FACTOR_COOKIE);
      const userId = challenge ? await pendingTwoFactorUserId(db, challenge) : null;
      if (!userId) throw signInTimedOut();
      const { code, trustBrowser } = request.body;
      const call = {
        body: { code, trustDevice: trustBrowser },
        headers: betterAuthHeaders(request),
        asResponse: true,
      } as const;
      const answer = isTotpCode(code)
        ? await auth.api.verifyTOTP(call)
        : await auth.api.verifyBackupCode(call);
      forwardCookies(reply, answer.headers);
      if (answer.ok) {
        await recorder.signedIn(request, userId, 'two_factor');
        return reply.status(204).send(null);
      }
      const refusal = await refusalOf(answer);
      if (WRONG_CODE.has(refusal.code)) {
        recorder.refused(request, reply, userId, 'wrong_code', 'two_factor');
        // The wrong code that used up the last try says how long to wait.
        await refuseWhileLocked(reply, userId);
        throw wrongCodeError({ backupCodes: true });
      }
      if (refusal.code === 'ACCOUNT_TEMPORARILY_LOCKED') {
        recorder.refused(request, reply, userId, 'limited', 'two_factor');
        await refuseWhileLocked(reply, userId);
        // The lock ran out between Better Auth's look and this one: the next try is counted.
        throw new AppError(429, ERROR_CODES.rateLimited, 'Too many wrong codes. Try again now.');
      }
      if (RESTRICTED.has(refusal.code)) {
        recorder.refused(request, reply, userId, 'blocked', 'two_factor');
        throw new AppError(403, refusal.code, refusal.message);
      }
      // The challenge is used up or gone (too many tries on it, two-step turned off meanwhile).
      throw signInTimedOut();
    },
  );

  app.post(
    '/api/account/sign-in/passkey/options',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'WebAuthn options to sign in with a passkey, without a password',
        description:
          'Sets a short-lived signed challenge cookie that POST /api/account/sign-in/passkey reads.',
        security: [],
        response: { 200: webAuthnOptionsSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await auth.api.generatePasskeyAuthenticationOptions({
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      if (!answer.ok) throw new Error(`Passkey options refused: ${answer.status}`);
      forwardCookies(reply, answer.headers);
      return (await answer.json()) as Record<string, unknown>;
    },
  );

  app.post(
    '/api/account/sign-in/passkey',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: "Sign in with a passkey: the browser's answer to the options",
        description: 'A passkey proves both steps: no code is asked even with two-step sign-in on.',
        security: [],
        body: signInPasskeyBody,
        response: { 204: z.null(), 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const credentialId = request.body.response.id;
      const answer = await auth.api.verifyPasskeyAuthentication({
        // The schema checks the outline; @simplewebauthn/server checks the rest and refuses.
        body: { response: request.body.response as unknown as AuthenticationResponseJSON },
        headers: betterAuthHeaders(request),
        asResponse: true,
      });
      forwardCookies(reply, answer.headers);
      if (answer.ok) {
        const { user } = (await answer.json()) as { user: { id: string } };
        await markPasskeyUsed(db, user.id, credentialId, new Date());
        await recorder.signedIn(request, user.id, 'passkey');
        return reply.status(204).send(null);
      }
      const refusal = await refusalOf(answer);
      if (RESTRICTED.has(refusal.code)) {
        const ownerId = await passkeyOwnerId(db, credentialId);
        if (ownerId) recorder.refused(request, reply, ownerId, 'blocked', 'passkey');
        throw new AppError(403, refusal.code, refusal.message);
      }
      throw passkeyFailed();
    },
  );
};

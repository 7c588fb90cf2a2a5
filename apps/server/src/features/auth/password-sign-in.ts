import { ERROR_CODES, type SignInResult } from '@kapital/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { askBetterAuth, sendBetterAuthAnswer } from './better-auth-bridge.ts';
import { findUserIdByEmail } from './service.ts';
import { signInLimits } from './sign-in-limits.ts';
import type { SignInRecorder } from './sign-in-record.ts';

/** Better Auth's refusals of a password sign-in, as the sign-in history names them. */
const REFUSALS: Record<string, Exclude<SignInResult, 'signed_in' | 'staff_access'>> = {
  [ERROR_CODES.invalidCredentials]: 'wrong_password',
  [ERROR_CODES.userBanned]: 'blocked',
  [ERROR_CODES.userBlocked]: 'blocked',
};

/**
 * `POST /api/auth/sign-in/email`: Better Auth's sign-in, held to Kapital's limits and kept in the
 * account's sign-in history. With two-step sign-in on (and the browser not trusted), Better Auth
 * answers `{ twoFactorRedirect: true }` and the attempt is recorded by the code's step instead.
 */
export function passwordSignIn(app: FastifyInstance, recorder: SignInRecorder) {
  const limitSignIn = signInLimits(app.deps);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const userId =
      typeof email === 'string' ? await findUserIdByEmail(app.deps, email.trim()) : null;
    let answer: Response;
    try {
      answer = await limitSignIn(request, reply, () => askBetterAuth(app, request));
    } catch (error) {
      if (userId && error instanceof AppError && error.statusCode === 429) {
        recorder.refused(request, reply, userId, 'limited', 'password');
      }
      throw error;
    }
    if (userId) await record(request, reply, userId, answer);
    return sendBetterAuthAnswer(reply, answer);
  };

  async function record(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    answer: Response,
  ): Promise<void> {
    const body = (await answer
      .clone()
      .json()
      .catch(() => null)) as {
      twoFactorRedirect?: unknown;
      code?: unknown;
    } | null;
    if (answer.ok) {
      if (body?.twoFactorRedirect !== true) {
        await recorder.signedIn(request, userId, 'password');
      }
      return;
    }
    const refusal = typeof body?.code === 'string' ? REFUSALS[body.code] : undefined;
    if (refusal) recorder.refused(request, reply, userId, refusal, 'password');
  }
}

import type { SIGN_IN_METHODS, SignInResult } from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { createDeviceCookie } from '../../platform/auth/device-cookie.ts';
import { recordSignInAttempt } from '../../platform/auth/sign-in-history.ts';
import { describeUserAgent } from '../../platform/auth/user-agent.ts';
import { newSignInMail } from '../../platform/mail/templates.ts';
import { mailRecipient } from './sign-in-queries.ts';

type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Keeps every sign-in attempt on a known account in its sign-in history (SPEC.md "Security").
 * A browser whose device cookie did not vouch for the account before is new to it: the owner
 * gets a mail.
 */
export function createSignInRecorder(
  deps: Pick<AppDependencies, 'config' | 'database' | 'mailer' | 'events'>,
) {
  const devices = createDeviceCookie(deps.config);
  const db = deps.database.db;

  const attempt = (
    request: FastifyRequest,
    userId: string,
    result: SignInResult,
    method: SignInMethod,
    newDevice = false,
  ) => ({
    userId,
    result,
    method,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    newDevice,
    // Refusals are written after their answer: the time is taken now, so the history keeps
    // the order in which the attempts came.
    at: new Date(),
  });

  /**
   * The owner hears of a new browser, by mail and in their notices; a mail or an event that
   * fails is logged and the sign-in stands.
   */
  async function announceNewDevice(
    request: FastifyRequest,
    userId: string,
    attemptId: number,
  ): Promise<void> {
    const { browser, system } = describeUserAgent(request.headers['user-agent']);
    try {
      await deps.events.publish({ type: 'sign_in.new_device', userId, attemptId, browser, system });
    } catch (error) {
      request.log.error({ err: error }, 'announcing a new sign-in failed');
    }
    const recipient = await mailRecipient(db, userId);
    if (!recipient) return;
    const mail = newSignInMail(
      recipient,
      { time: new Date(), ipAddress: request.ip, browser, system },
      `${deps.config.baseUrl}/security`,
    );
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      request.log.error({ err: error }, 'mailing a new sign-in failed');
    }
  }

  return {
    /**
     * A completed sign-in, new to the account unless the browser's device cookie (as it came,
     * before this answer renews it) vouched for it.
     */
    async signedIn(request: FastifyRequest, userId: string, method: SignInMethod): Promise<void> {
      const newDevice = devices.read(request.headers.cookie)?.userId !== userId;
      const attemptId = await recordSignInAttempt(
        db,
        attempt(request, userId, 'signed_in', method, newDevice),
      );
      if (newDevice) await announceNewDevice(request, userId, attemptId);
    },
    /**
     * A refused attempt, kept once the answer is on its way: a refusal on a known account takes
     * no longer than one on an unknown address, and the answer is the same whatever the writing
     * does.
     */
    refused(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      result: Exclude<SignInResult, 'signed_in' | 'staff_access'>,
      method: SignInMethod,
    ): void {
      const made = attempt(request, userId, result, method);
      afterAnswer(request, reply, () => recordSignInAttempt(db, made));
    },
  };
}

export type SignInRecorder = ReturnType<typeof createSignInRecorder>;

/** Runs `work` once the reply has been sent (or has failed to be); its failure is only logged. */
function afterAnswer(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
  const run = () => {
    work().catch((error: unknown) =>
      request.log.error({ err: error }, 'recording a sign-in attempt failed'),
    );
  };
  reply.then(run, run);
}

import { SECOND_STEP_HEADER, SECURITY_ERROR_CODES, type SecondStepPurpose } from '@kapital/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { fingerprintOf } from '../http/idempotency.ts';
import { signedInSession, signedInUser } from './guards.ts';
import {
  asksForSecondStep,
  giveBackGrant,
  isRetryOfSpender,
  spendGrant,
} from './second-step-grants.ts';
import type { StandingUser } from './session-standing.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The action this route is, when it needs a fresh second step from a user who set one up
     * (two-step or a passkey). The route documents `headers: secondStepHeaders` and runs behind
     * a session guard; requireSecondSteps does the rest.
     */
    secondStep?: SecondStepPurpose;
  }
}

/** How the refusal names the action, for people. */
const ACTIONS: Record<SecondStepPurpose, string> = {
  withdrawal: 'this withdrawal',
  bank: 'this change of bank details',
  'two-factor-off': 'turning two-step sign-in off',
};

/**
 * The one guard of the fresh second step (ARCHITECTURE.md "Devices, sessions and the second
 * step"), for every route whose config names a `secondStep` purpose. It runs before the handler
 * and after the route group's session guard and validation. A user with two-step or a passkey
 * must name, in the `kapital-second-step` header, a proven grant of this session for this
 * purpose that has not expired; the guard spends it at once, so two requests cannot both use it.
 *
 * The retry of the action that spent it, with the same Idempotency-Key, still passes: it only
 * gets the stored answer. An action refused with a 4xx changed nothing, so its grant is given
 * back and the corrected request may use it until it expires; after a 5xx it stays spent, as no
 * one can say what happened (decision 033).
 */
export function requireSecondSteps(app: FastifyInstance): void {
  const db = app.deps.database.db;
  const spentBy = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (request) => {
    const purpose = request.routeOptions.config.secondStep;
    if (!purpose) return;
    const user: Partial<StandingUser> & { id: string } = signedInUser(request);
    const userId = user.id;
    // A state-changing request's session was read with its standing (session-standing.ts).
    const asks = user.secondStepSetUp ?? (await asksForSecondStep(db, userId));
    if (!asks) return;
    const grantId = request.headers[SECOND_STEP_HEADER];
    if (typeof grantId !== 'string' || grantId === '') {
      throw new AppError(
        403,
        SECURITY_ERROR_CODES.secondStepRequired,
        `Confirm ${ACTIONS[purpose]} with a code from your authenticator app or with a passkey.`,
      );
    }
    const scope = { sessionId: signedInSession(request).id, userId, purpose };
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' ? keyHeader : null;
    if (await spendGrant(db, scope, grantId, key, new Date(app.deps.clock.now()))) {
      spentBy.set(request, grantId);
      return;
    }
    if (key !== null && (await isRetryOfSpender(db, scope, grantId, key, fingerprintOf(request)))) {
      return;
    }
    throw new AppError(
      403,
      SECURITY_ERROR_CODES.secondStepInvalid,
      `This confirmation was used already, has expired, or is for another action. Confirm ${ACTIONS[purpose]} again.`,
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const grantId = spentBy.get(request);
    if (grantId !== undefined && reply.statusCode >= 400 && reply.statusCode < 500) {
      await giveBackGrant(db, grantId);
    }
    return payload;
  });
}

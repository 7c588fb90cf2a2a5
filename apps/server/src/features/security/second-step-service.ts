import { timingSafeEqual } from 'node:crypto';
import { base64 } from '@better-auth/utils/base64';
import { createOTP } from '@better-auth/utils/otp';
import { ERROR_CODES, SECURITY_ERROR_CODES, TOTP_DIGITS } from '@kapital/shared';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { passkey, twoFactor, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { TWO_FACTOR_LOCK_SECONDS, TWO_FACTOR_MAX_FAILURES } from '../../platform/auth/auth.ts';
import { wrongCodeError } from '../../platform/auth/code-errors.ts';
import {
  createChallenge,
  createProvenGrant,
  type GrantScope,
  type ProvenGrant,
  proveChallenge,
  takeChallenge,
} from '../../platform/auth/second-step-grants.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** Better Auth's TOTP period (the plugin's default, which auth.ts keeps). */
const TOTP_PERIOD_SECONDS = 30;

type Deps = Pick<AppDependencies, 'auth' | 'config' | 'database' | 'clock'>;

const passkeyFailed = (message: string) =>
  new AppError(400, SECURITY_ERROR_CODES.passkeyFailed, message);

/**
 * The second step's wrong codes per user: TWO_FACTOR_MAX_FAILURES in TWO_FACTOR_LOCK_SECONDS,
 * as for two-step sign-in. A code takes a point before it is checked, so guesses sent at once
 * cannot slip past; a code that matches gives it back.
 */
export function createWrongCodeLimit() {
  const limiter = new RateLimiterMemory({
    points: TWO_FACTOR_MAX_FAILURES,
    duration: TWO_FACTOR_LOCK_SECONDS,
  });
  return {
    /** Takes a point, or refuses with the wait in seconds. */
    async take(userId: string): Promise<{ waitSeconds: number } | null> {
      try {
        await limiter.consume(userId);
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { waitSeconds: Math.ceil(refusal.msBeforeNext / 1000) };
      }
    },
    async giveBack(userId: string): Promise<void> {
      await limiter.reward(userId);
    },
  };
}
export type WrongCodeLimit = ReturnType<typeof createWrongCodeLimit>;

/**
 * The TOTP time step whose code `code` is, checked as Better Auth's verify-totp checks it (the
 * step before and after count too, for a phone's clock a little off); null when none matches.
 * Of two matching steps the later one counts.
 */
async function stepOfCode(secret: string, code: string, nowMs: number): Promise<number | null> {
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = Math.floor(nowMs / (TOTP_PERIOD_SECONDS * 1000));
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    const expected = Buffer.from(await otp.hotp(step));
    const given = Buffer.from(code);
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = step;
  }
  return matched;
}

/**
 * Proves a second step with a code from the authenticator app. The code must be right and of a
 * time step later than the last one a second step accepted, set in one statement: a code is good
 * once, so a code used for one action cannot authorize another. Past the limit of wrong codes it
 * is refused with 429; `announceWait` hears the wait first (for Retry-After).
 */
export async function proveWithCode(
  deps: Deps,
  wrongCodes: WrongCodeLimit,
  scope: GrantScope,
  code: string,
  announceWait: (seconds: number) => void,
): Promise<ProvenGrant> {
  const db = deps.database.db;
  const [secretRow] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .innerJoin(user, eq(user.id, twoFactor.userId))
    .where(
      and(
        eq(twoFactor.userId, scope.userId),
        eq(twoFactor.verified, true),
        eq(user.twoFactorEnabled, true),
      ),
    );
  if (!secretRow) {
    throw new AppError(
      400,
      SECURITY_ERROR_CODES.invalidCode,
      'Two-step sign-in is off for this account: confirm with your passkey instead.',
    );
  }
  const refused = await wrongCodes.take(scope.userId);
  if (refused) {
    const minutes = Math.ceil(refused.waitSeconds / 60);
    announceWait(refused.waitSeconds);
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many wrong codes. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    );
  }
  // Better Auth encrypted the secret with its secret configuration; the same one decrypts it.
  const { secretConfig } = await deps.auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: secretRow.secret });
  const step = await stepOfCode(secret, code, Date.now());
  if (step === null) throw wrongCodeError();
  await wrongCodes.giveBack(scope.userId);
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, scope.userId),
        or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) {
    throw new AppError(
      400,
      SECURITY_ERROR_CODES.invalidCode,
      'That code was used already. Wait for the next code in your authenticator app.',
    );
  }
  return createProvenGrant(db, scope, new Date(deps.clock.now()));
}

const rpIdOf = (deps: Deps) => new URL(deps.config.baseUrl).hostname;

/** The WebAuthn request for one of the user's passkeys, and the id its answer names. */
export async function passkeyChallenge(deps: Deps, scope: GrantScope) {
  const db = deps.database.db;
  const credentials = await db
    .select({ id: passkey.credentialID, transports: passkey.transports })
    .from(passkey)
    .where(eq(passkey.userId, scope.userId));
  if (credentials.length === 0) {
    throw passkeyFailed(
      'This account has no passkey: confirm with a code from your authenticator app.',
    );
  }
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(deps),
    userVerification: 'preferred',
    allowCredentials: credentials.map((credential) => ({
      id: credential.id,
      transports: transportsOf(credential.transports),
    })),
  });
  const challengeId = await createChallenge(
    db,
    scope,
    options.challenge,
    new Date(deps.clock.now()),
  );
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

function transportsOf(stored: string | null): AuthenticatorTransportFuture[] | undefined {
  return stored ? (stored.split(',') as AuthenticatorTransportFuture[]) : undefined;
}

/**
 * Proves a second step with the browser's answer to passkeyChallenge, checked as
 * @better-auth/passkey checks a passkey sign-in, for the page's origin.
 */
export async function proveWithPasskey(
  deps: Deps,
  scope: GrantScope,
  answer: { challengeId: string; response: unknown; origin: string },
): Promise<ProvenGrant> {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const challenge = await takeChallenge(db, scope, answer.challengeId, now);
  if (!challenge) {
    throw passkeyFailed('This passkey request has expired or was answered already. Try again.');
  }
  const response = answer.response as AuthenticationResponseJSON;
  const [stored] = await db
    .select()
    .from(passkey)
    .where(and(eq(passkey.userId, scope.userId), eq(passkey.credentialID, response.id)));
  const notConfirmed = () =>
    passkeyFailed('Your passkey did not confirm this. Try again, or use a code from your app.');
  if (!stored) throw notConfirmed();
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: answer.origin,
      expectedRPID: rpIdOf(deps),
      credential: {
        id: stored.credentialID,
        publicKey: base64.decode(stored.publicKey) as Uint8Array<ArrayBuffer>,
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      // As @better-auth/passkey signs in with it: presence is enough, as for a security key.
      requireUserVerification: false,
    });
  } catch {
    // A malformed or forged answer: the library says why only to whoever reads its errors.
    throw notConfirmed();
  }
  if (!verification.verified) throw notConfirmed();
  await db
    .update(passkey)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkey.id, stored.id));
  return proveChallenge(db, answer.challengeId, now);
}

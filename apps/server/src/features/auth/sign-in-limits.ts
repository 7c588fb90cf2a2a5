import { ERROR_CODES } from '@kapital/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { createDeviceCookie } from '../../platform/auth/device-cookie.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserIdByEmail } from './service.ts';

const MINUTE = 60;
const TEN_MINUTES = 10 * MINUTE;
/**
 * Failures from unknown browsers on one account, from all addresses together, may reach this
 * many times the per-address limit: guessing from many addresses stays bounded, and at least
 * this many addresses are needed before the owner's new browser has to wait too.
 */
export const ACCOUNT_CEILING_FACTOR = 5;

/** One failure counter and the key a sign-in attempt is counted under. */
type Count = [RateLimiterMemory, string];

/**
 * The limits of `POST /api/auth/sign-in/email` (decision 024). Each counts failed sign-ins: an
 * attempt takes a point before it runs, so concurrent guesses cannot slip past, and a success
 * gives it back. `max` failures:
 * - per address, over all accounts, a minute;
 * - per account and address, ten minutes: one address cannot lock the owner out elsewhere;
 * - per account over all addresses, `ACCOUNT_CEILING_FACTOR * max`, ten minutes.
 * A browser whose device cookie vouches for the account is the owner's: none of those apply to
 * it, only its own `max` failures in ten minutes, so failures elsewhere never lock it out.
 */
export function signInLimits(deps: Pick<AppDependencies, 'config' | 'database'>) {
  const max = deps.config.authRateLimitMax;
  const devices = createDeviceCookie(deps.config);
  const fromAddress = new RateLimiterMemory({ points: max, duration: MINUTE });
  const onAccountFromAddress = new RateLimiterMemory({ points: max, duration: TEN_MINUTES });
  const onAccount = new RateLimiterMemory({
    points: max * ACCOUNT_CEILING_FACTOR,
    duration: TEN_MINUTES,
  });
  const onAccountFromDevice = new RateLimiterMemory({ points: max, duration: TEN_MINUTES });

  /** The counters a sign-in attempt is held to. */
  async function countsOf(request: FastifyRequest): Promise<Count[]> {
    const account = accountOf(request);
    if (!account) return [[fromAddress, request.ip]];
    const device = devices.read(request.headers.cookie);
    if (device && device.userId === (await findUserIdByEmail(deps, account))) {
      return [[onAccountFromDevice, `${account} ${device.deviceId}`]];
    }
    return [
      [fromAddress, request.ip],
      [onAccountFromAddress, `${account} ${request.ip}`],
      [onAccount, account],
    ];
  }

  /**
   * Runs a sign-in attempt if no limit refuses it (429 RATE_LIMITED, with Retry-After), and
   * counts it as a failure unless Better Auth answered 2xx.
   */
  return async function limitSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: () => Promise<Response>,
  ): Promise<Response> {
    const counts = await countsOf(request);
    const taken: Count[] = [];
    for (const count of counts) {
      try {
        await count[0].consume(count[1]);
        taken.push(count);
      } catch (refusal) {
        await giveBack(taken);
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const seconds = Math.ceil(refusal.msBeforeNext / 1000);
        reply.header('retry-after', seconds);
        throw new AppError(
          429,
          ERROR_CODES.rateLimited,
          `Too many failed sign-ins. Try again in ${inMinutes(seconds)}.`,
        );
      }
    }
    let succeeded = false;
    try {
      const answer = await attempt();
      succeeded = answer.ok;
      return answer;
    } finally {
      if (succeeded) await giveBack(taken);
    }
  };
}

/** A wait for people: 'a minute', '15 minutes'. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / MINUTE);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

async function giveBack(counts: Count[]): Promise<void> {
  for (const [limiter, key] of counts) await limiter.reward(key);
}

/** The e-mail a sign-in is for, as Better Auth compares it; '' when the body has none. */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

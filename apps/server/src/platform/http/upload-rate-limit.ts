import type { FastifyRequest } from 'fastify';

export const UPLOAD_RATE_WINDOW = '10 minutes';

/**
 * The rate limit of an upload route (`config: { rateLimit: uploadRateLimit(max) }`, `max` from
 * UPLOAD_RATE_LIMIT_MAX). Uploads write files and parse images, the costliest thing a signed-in
 * user can ask for, so a script gets a 429 long before it fills the disk, while a person sends a
 * handful (a proof, a retry, a better photo). Each route counts on its own, per user rather than
 * per address (an office shares one), so it runs after the session guard has found the user.
 */
export function uploadRateLimit(max: number) {
  return {
    max,
    timeWindow: UPLOAD_RATE_WINDOW,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => request.currentUser?.id ?? request.ip,
  } as const;
}

export interface Backoff {
  /** The first retry's delay before jitter. */
  baseMs: number;
  /** No retry waits longer than this. */
  maxMs: number;
}

/** 1 s, 2 s, 4 s... up to 30 s: quick after a blip, gentle on an exchange that is down. */
export const RECONNECT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };

/**
 * The wait before retry number `attempt` (0 first): exponential and capped, then "equal
 * jitter", a random point in its upper half, so instances dropped together do not come back
 * in lockstep, yet none retries at once.
 */
export function reconnectDelay(attempt: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../time/clock.ts';

/** Work the server repeats on a schedule. Every instance may run it: the work must allow that. */
export interface PeriodicJob {
  periodMs: number;
  /** Does one round at app time `now`; returns how many things it changed. */
  run(now: number): Promise<number>;
  /** The log line for a round that changed something, e.g. "expired deposit invoices". */
  didWork: string;
  /** The log line for a round that failed. */
  failed: string;
}

/**
 * Runs `job` at every whole multiple of its period until the returned function is called. A
 * slow round is not overlapped by the next one on the same server; a failed round is logged and
 * the next one tries again. Stopping resolves once a round under way has finished, so a
 * draining server does not close the database under it.
 */
export function startPeriodicJob(
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  job: PeriodicJob,
): () => Promise<void> {
  let round: Promise<void> | null = null;
  const stopTimer = clock.every(job.periodMs, () => {
    if (round) return;
    round = job
      .run(clock.now())
      .then((count) => {
        if (count > 0) log.info({ count }, job.didWork);
      })
      .catch((error: unknown) => log.error({ err: error }, job.failed))
      .finally(() => {
        round = null;
      });
  });
  return async () => {
    stopTimer();
    await round;
  };
}

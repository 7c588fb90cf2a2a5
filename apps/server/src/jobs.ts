import type { FastifyBaseLogger } from 'fastify';
import { chatMailFallbackJob } from './features/chat/mail-fallback.ts';
import { depositExpiryJob } from './features/deposits/expiry.ts';
import { investmentPayoutJob } from './features/investments/payout-worker.ts';
import { startAlertChecker } from './features/price-alerts/alert-checker.ts';
import { startTriggerEngine } from './features/trading/trigger-engine.ts';
import type { AppDependencies } from './platform/app-dependencies.ts';
import { idempotencyPruningJob } from './platform/http/idempotency.ts';
import { startPeriodicJob } from './platform/jobs/periodic-job.ts';

/**
 * Starts the server's scheduled work, the take-profit/stop-loss engine and the price-alert
 * checker; returns the function that stops all of it (resolving once rounds under way end).
 * Every instance runs every job: each is written to be safe when several servers run it at the
 * same moment.
 */
export async function startBackgroundJobs(
  deps: AppDependencies,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const jobs = [
    depositExpiryJob(deps),
    investmentPayoutJob(deps),
    idempotencyPruningJob(deps.database.db),
    chatMailFallbackJob(deps),
  ];
  const stops = jobs.map((job) => startPeriodicJob(deps.clock, log, job));
  const engine = await startTriggerEngine(deps, log);
  const alerts = await startAlertChecker(deps, log);
  return async () => {
    engine.stop();
    alerts.stop();
    await Promise.all(stops.map((stop) => stop()));
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Draining } from './draining.ts';

export interface ShutdownParts {
  app: FastifyInstance;
  draining: Draining;
  /** Seconds of reporting not ready, still serving, for load balancers to notice. */
  drainSeconds: number;
  /** Stops scheduled work, resolving once rounds under way have finished. */
  stopBackgroundJobs(): Promise<void>;
  /** Closes the database, event bus and market feed. */
  closeDependencies(): Promise<void>;
}

/**
 * A graceful stop (SIGTERM, SIGINT): readiness turns 503 and browsers' sockets are closed with
 * "service restart", so they reconnect to another instance; after the drain delay scheduled work
 * stops, the listener closes (requests under way finish; new ones on open connections get 503),
 * and last the connections to the database go.
 */
export async function drainAndClose(parts: ShutdownParts): Promise<void> {
  parts.draining.start();
  if (parts.drainSeconds > 0) await sleep(parts.drainSeconds * 1000);
  // Each step's time is logged: a stop that takes long says what it waited for.
  const step = async (name: string, run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    parts.app.log.info({ step: name, ms: Math.round(performance.now() - started) }, 'stopping');
  };
  await step('background jobs', () => parts.stopBackgroundJobs());
  await step('listener', () => parts.app.close());
  await step('database, event bus and market feed', () => parts.closeDependencies());
}

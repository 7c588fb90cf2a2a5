import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Liveness: the process answers. An orchestrator restarts an instance that stops answering. */
export const livenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponse>;

/**
 * Readiness: whether a load balancer should send this instance requests. Ready only when the
 * database answers, the event bus hears the other instances and the market feed has a fresh
 * price; never while draining after SIGTERM.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({ database: z.boolean(), eventBus: z.boolean(), marketFeed: z.boolean() }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

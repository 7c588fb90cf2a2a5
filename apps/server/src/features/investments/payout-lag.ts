import { and, eq, lte, min } from 'drizzle-orm';
import { investments } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { scrapedGauge } from '../../platform/metrics/metrics.ts';

/**
 * Seconds since the oldest investment period that is due and not yet paid fell due: 0 while
 * the payout job keeps up. It grows when no instance runs the job, when the job fails, and
 * while staff have paused payouts. Read when Prometheus scrapes (one indexed query).
 */
export function watchPayoutLag(deps: Pick<AppDependencies, 'database' | 'clock' | 'metrics'>) {
  const { db } = deps.database;
  scrapedGauge(deps.metrics, {
    name: 'kapital_payout_lag_seconds',
    help: 'Age of the oldest investment period due and not yet paid (0 when none is)',
    async collect() {
      const now = deps.clock.now();
      const [oldest] = await db
        .select({ dueAt: min(investments.nextDueAt) })
        .from(investments)
        .where(and(eq(investments.status, 'active'), lte(investments.nextDueAt, new Date(now))));
      const dueAt = oldest?.dueAt;
      this.set(dueAt ? Math.max(0, (now - dueAt.getTime()) / 1000) : 0);
    },
  });
}

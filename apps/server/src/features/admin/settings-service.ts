import type { PublicSettings, updateSettingsBody } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDependencies } from '../../app.ts';
import type { Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { inTransaction } from '../../platform/ledger/index.ts';

export type SettingsChange = z.output<typeof updateSettingsBody>;

/**
 * Applies a partial change in one transaction (an audit entry can join it) and, once committed,
 * tells every open browser on every instance.
 */
export async function updateSettings(
  deps: Pick<AppDependencies, 'database' | 'events'>,
  change: SettingsChange,
): Promise<PublicSettings> {
  return inTransaction(deps.database.db, async (uow) => {
    const updated = await writeSettings(uow.tx, change);
    uow.afterCommit(() => deps.events.publish({ type: 'settings', settings: updated }));
    return updated;
  });
}

/** An upsert: the single row comes back with its defaults if it was ever deleted. */
async function writeSettings(tx: Tx, change: SettingsChange): Promise<PublicSettings> {
  const [row] = await tx
    .insert(settings)
    .values({ id: 1, ...change })
    .onConflictDoUpdate({ target: settings.id, set: { ...change, updatedAt: sql`now()` } })
    .returning({
      menuContact: settings.menuContact,
      // NUMERIC(18,6) reads "4.700000"; the API sends "4.7", as GET /api/me does.
      rateMYR: sql<string>`trim_scale(${settings.rateMYR})::text`,
      rateIDR: sql<string>`trim_scale(${settings.rateIDR})::text`,
      rateSGD: sql<string>`trim_scale(${settings.rateSGD})::text`,
      rateBND: sql<string>`trim_scale(${settings.rateBND})::text`,
    });
  if (!row) throw new Error('The settings upsert returned no row');
  return row;
}

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export type SettingsRow = typeof settings.$inferSelect;

/** The single row, created from the defaults if it was ever deleted; locked when `forUpdate`. */
export async function readSettingsRow(tx: Tx | Db, forUpdate = false): Promise<SettingsRow> {
  const read = async () => {
    const query = tx.select().from(settings).where(eq(settings.id, 1));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };
  // The row is there from the first migration on: the insert runs only if it was deleted.
  const found = await read();
  if (found) return found;
  await tx.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('The settings row is missing');
  return created;
}

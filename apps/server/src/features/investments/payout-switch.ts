import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';

export async function payoutsPaused(db: Db | Tx): Promise<boolean> {
  return (await readSettingsRow(db)).investmentPayoutsPaused;
}

/**
 * Staff pause or resume every investment payout. While paused the worker pays nothing; on
 * resume it pays every period that fell due meanwhile, each with its own due time.
 */
export async function setPayoutsPaused(
  tx: Tx,
  paused: boolean,
  actor: Actor,
): Promise<{ paused: boolean }> {
  const before = await readSettingsRow(tx, true);
  await tx
    .update(settings)
    .set({ investmentPayoutsPaused: paused, updatedAt: new Date() })
    .where(eq(settings.id, 1));
  if (before.investmentPayoutsPaused !== paused) {
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: paused ? 'investments.pause' : 'investments.resume',
      targetType: 'settings',
      targetId: 'investment-payouts',
      before: { paused: before.investmentPayoutsPaused },
      after: { paused },
      ip: actor.ip,
    });
  }
  return { paused };
}

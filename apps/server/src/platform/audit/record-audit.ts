import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  actorId: string;
  actorRole: string;
  /** What was done, e.g. 'settings.update', 'user.block', 'funds.adjust', 'kyc.approve'. */
  action: string;
  targetType: 'settings' | 'user' | 'kyc' | (string & {});
  targetId: string;
  /** The values the action changed, as they were and as they became (never secrets). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

/**
 * Writes one audit entry inside the caller's transaction, so the entry exists if and only if
 * the action committed.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

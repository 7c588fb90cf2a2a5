import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verification } from '../../db/schema/index.ts';

/** Better Auth keeps each reset link as a verification row `reset-password:<token>` -> userId. */
const RESET_LINK_PREFIX = 'reset-password:';

/**
 * Voids every reset link of a user that is still out there. Called once the password has
 * changed, by reset or by change: an older link, maybe still in a mailbox someone else reads,
 * must not set the password again.
 */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(like(verification.identifier, `${RESET_LINK_PREFIX}%`), eq(verification.value, userId)),
    );
}

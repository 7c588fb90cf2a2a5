import type { AuthSession } from '../api/get-session.ts';

/** What the signed-in area may show for a known session (seed section 4). */
export type SessionStatus =
  | { kind: 'signed-out' }
  /** Signed in, but no profile, balance or settings may be loaded yet. */
  | { kind: 'unverified'; email: string }
  | { kind: 'verified'; userId: string };

export function sessionStatus(session: AuthSession | null): SessionStatus {
  if (!session) return { kind: 'signed-out' };
  if (!session.user.emailVerified) return { kind: 'unverified', email: session.user.email };
  return { kind: 'verified', userId: session.user.id };
}

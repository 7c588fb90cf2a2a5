import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { forgetSignedInUser, signOut } from '@/features/auth/api/sign-out.ts';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';

interface ForcedSignOutSteps {
  /** Records why, so the redirect to /login can carry it. */
  onSignedOut: (forced: ForcedSignOut) => void;
  /** Ends the session in this browser (its cookie too). */
  signOut: () => Promise<unknown>;
  /** Clears the signed-in user's data; the screens leave for /login. */
  forget: () => void;
}

/**
 * The sign-out of a user the platform has signed out: banned, blocked, or ended from another
 * browser. Runs once: the profile request and the WebSocket can both report it.
 */
export function createForcedSignOut(steps: ForcedSignOutSteps) {
  let started = false;
  return async (forced: ForcedSignOut): Promise<void> => {
    if (started) return;
    started = true;
    // Why comes first: the socket's close re-reads the session too, and whichever answer
    // arrives first sends the page to /login, which must know why by then.
    steps.onSignedOut(forced);
    // The server has ended the session already; a failure here must not keep the user inside.
    await steps.signOut().catch(() => undefined);
    steps.forget();
  };
}

/** `onSignedOut` is read once, when the signed-in area opens: pass a stable one (a state setter). */
export function useForcedSignOut(onSignedOut: (forced: ForcedSignOut) => void) {
  const queryClient = useQueryClient();
  const [forceSignOut] = useState(() =>
    createForcedSignOut({
      onSignedOut,
      signOut,
      forget: () => forgetSignedInUser(queryClient),
    }),
  );
  return forceSignOut;
}

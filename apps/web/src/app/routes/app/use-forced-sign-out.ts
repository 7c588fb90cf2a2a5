import type { SignOutReason } from '@kapital/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { forgetSignedInUser, signOut } from '@/features/auth/api/sign-out.ts';

/**
 * Signs out a user the platform has banned or blocked. `onSignedOut` records the reason before
 * the session is cleared, so the redirect to /login can carry it.
 */
export function useForcedSignOut(onSignedOut: (reason: SignOutReason) => void) {
  const queryClient = useQueryClient();
  // The profile request and the WebSocket can both report the ban; sign out once.
  const started = useRef(false);

  return useCallback(
    async (reason: SignOutReason) => {
      if (started.current) return;
      started.current = true;
      // The server has ended the sessions already; this clears the cookie too. A failure here
      // must not keep the user inside.
      await signOut().catch(() => undefined);
      onSignedOut(reason);
      forgetSignedInUser(queryClient);
    },
    [queryClient, onSignedOut],
  );
}

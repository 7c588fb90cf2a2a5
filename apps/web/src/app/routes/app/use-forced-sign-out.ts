import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { forgetSignedInUser, signOut } from '@/features/auth/api/sign-out.ts';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';

/**
 * Signs out a user the platform has banned or blocked. `onSignedOut` records why before the
 * session is cleared, so the redirect to /login can carry it.
 */
export function useForcedSignOut(onSignedOut: (forced: ForcedSignOut) => void) {
  const queryClient = useQueryClient();
  // The profile request and the WebSocket can both report the ban; sign out once.
  const started = useRef(false);

  return useCallback(
    async (forced: ForcedSignOut) => {
      if (started.current) return;
      started.current = true;
      // The server has ended the sessions already; this clears the cookie too. A failure here
      // must not keep the user inside.
      await signOut().catch(() => undefined);
      onSignedOut(forced);
      forgetSignedInUser(queryClient);
    },
    [queryClient, onSignedOut],
  );
}

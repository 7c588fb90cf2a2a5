import type { SignOutReason } from '@kapital/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryKey } from '@/features/auth/api/get-session.ts';
import { meQueryKey } from '@/features/profile/api/get-me.ts';
import { setCachedWalletBalance } from '@/features/profile/api/set-cached-balance.ts';
import { connectRealtime } from '@/lib/realtime-socket.ts';

/**
 * Listens to the server's WebSocket for as long as the signed-in area is open: live wallet
 * balance, and the news that the platform has signed the user out.
 */
export function useServerEvents(userId: string, onSignedOut: (reason: SignOutReason) => void) {
  const queryClient = useQueryClient();
  // The latest callback, read when the event comes, so a new identity does not reopen the socket.
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  useEffect(() => {
    let greetedBefore = false;
    const connection = connectRealtime({
      onMessage: (message) => {
        switch (message.type) {
          case 'hello':
            // Events sent while the socket was down are lost: read the profile again.
            if (greetedBefore) void queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
            greetedBefore = true;
            break;
          case 'balance':
            if (message.account === 'wallet') {
              setCachedWalletBalance(queryClient, userId, message.balance);
            }
            break;
          case 'signed-out':
            signedOut.current(message.reason);
            break;
        }
      },
      // The session ended elsewhere; re-reading it sends the user to /login.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    return () => connection.close();
  }, [queryClient, userId]);
}

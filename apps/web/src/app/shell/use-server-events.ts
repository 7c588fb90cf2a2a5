import type { SignOutReason } from '@kapital/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryKey } from '@/features/auth/api/get-session.ts';
import { fundsQueryKey, setCachedFund } from '@/features/funds/api/get-funds.ts';
import { setCachedTickers } from '@/features/market/api/get-tickers.ts';
import { meQueryKey } from '@/features/profile/api/get-me.ts';
import { setCachedWalletBalance } from '@/features/profile/api/set-cached-balance.ts';
import { BALANCE_DEPENDENT_ROOTS, INVOICE_DEPENDENT_ROOTS } from '@/lib/money-query-keys.ts';
import { connectRealtime } from '@/lib/realtime-socket.ts';
import { setCachedSettings } from './set-cached-settings.ts';

/**
 * Listens to the server's one WebSocket for as long as the signed-in area is open: live
 * balances, settings and market ticks, and the news that the platform has signed the user out.
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
            // Events sent while the socket was down are lost: read balances and settings again.
            if (greetedBefore) {
              void queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
              void queryClient.invalidateQueries({ queryKey: fundsQueryKey(userId) });
            }
            greetedBefore = true;
            break;
          case 'balance':
            if (message.account === 'wallet') {
              setCachedWalletBalance(queryClient, userId, message.balance);
            }
            setCachedFund(queryClient, userId, message.account, message.balance);
            for (const root of BALANCE_DEPENDENT_ROOTS) {
              void queryClient.invalidateQueries({ queryKey: [root] });
            }
            break;
          case 'invoice':
            for (const root of INVOICE_DEPENDENT_ROOTS) {
              void queryClient.invalidateQueries({ queryKey: [root] });
            }
            break;
          case 'settings':
            setCachedSettings(queryClient, userId, message.settings);
            break;
          case 'tickers':
            setCachedTickers(queryClient, message.tickers);
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

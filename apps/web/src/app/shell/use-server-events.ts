import type { SignOutReason } from '@kapital/shared';
import { CONSOLE_QUEUES, type ConsoleQueue } from '@kapital/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queueQueryKeys } from '@/features/admin/lib/console-queue-keys.ts';
import { sessionQueryKey } from '@/features/auth/api/get-session.ts';
import { fundsQueryKey, setCachedFund } from '@/features/funds/api/get-funds.ts';
import { setCachedTickers } from '@/features/market/api/get-tickers.ts';
import { batchByWindow } from '@/lib/batch-by-window.ts';
import { meQueryKey } from '@/lib/me-query-key.ts';
import { BALANCE_DEPENDENT_ROOTS, INVOICE_DEPENDENT_ROOTS } from '@/lib/money-query-keys.ts';
import { connectRealtime } from '@/lib/realtime-socket.ts';
import { setCachedWalletBalance } from '@/lib/set-cached-balance.ts';
import { setCachedSettings } from './set-cached-settings.ts';

/** How long queue news is gathered before the console's lists are read again. */
const QUEUE_REFRESH_WINDOW_MS = 500;

/**
 * Listens to the server's one WebSocket for as long as the signed-in area is open: live
 * balances, settings and market ticks, the console's queues for admins, and the news that the
 * platform has signed the user out.
 */
export function useServerEvents(userId: string, onSignedOut: (reason: SignOutReason) => void) {
  const queryClient = useQueryClient();
  // The latest callback, read when the event comes, so a new identity does not reopen the socket.
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  useEffect(() => {
    const refreshRoots = (roots: readonly string[]) => {
      for (const root of new Set(roots)) void queryClient.invalidateQueries({ queryKey: [root] });
    };
    // Only an admin's screen holds these queries; for anyone else this costs nothing.
    const refreshQueues = (queues: readonly ConsoleQueue[]) => {
      for (const queryKey of queues.flatMap(queueQueryKeys)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    // A busy platform sends admins a stream of queue news: each window of it is one refresh, so
    // a list is not refetched (and its last fetch cancelled) for every message.
    const queueNews = batchByWindow(QUEUE_REFRESH_WINDOW_MS, refreshQueues);
    let greetedBefore = false;
    const connection = connectRealtime({
      onMessage: (message) => {
        switch (message.type) {
          case 'hello':
            // Events sent while the socket was down are lost: read what they would have changed.
            if (greetedBefore) {
              void queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
              void queryClient.invalidateQueries({ queryKey: fundsQueryKey(userId) });
              refreshRoots([...BALANCE_DEPENDENT_ROOTS, ...INVOICE_DEPENDENT_ROOTS]);
              refreshQueues(CONSOLE_QUEUES);
            }
            greetedBefore = true;
            break;
          case 'balance':
            if (message.account === 'wallet') {
              setCachedWalletBalance(queryClient, userId, message.balance);
            }
            setCachedFund(queryClient, userId, message.account, message.balance);
            refreshRoots(BALANCE_DEPENDENT_ROOTS);
            break;
          case 'invoice':
            refreshRoots(INVOICE_DEPENDENT_ROOTS);
            break;
          case 'queue':
            queueNews.add(message.queue);
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
    return () => {
      connection.close();
      queueNews.cancel();
    };
  }, [queryClient, userId]);
}

import type { ServerMessage } from '@kapital/shared';
import { CONSOLE_QUEUES, type ConsoleQueue } from '@kapital/shared/constants';
import { signOutNotice } from '@kapital/shared/errors';
import type { QueryClient } from '@tanstack/react-query';
import { queueQueryKeys } from '@/features/admin/shared/lib/console-queue-keys.ts';
import { fundsQueryKey, setCachedFund } from '@/features/funds/api/get-funds.ts';
import { setCachedUnread } from '@/features/notifications/api/get-notifications.ts';
import { notificationsQueryRoot } from '@/features/notifications/lib/notification-keys.ts';
import { batchByWindow } from '@/lib/batch-by-window.ts';
import { candleStream, MARKET_QUERY_ROOT } from '@/lib/market/candle-stream.ts';
import { liveTickers } from '@/lib/market/live-tickers.ts';
import { meQueryKey } from '@/lib/me-query-key.ts';
import {
  BALANCE_DEPENDENT_ROOTS,
  INVESTMENT_DEPENDENT_ROOTS,
  INVOICE_DEPENDENT_ROOTS,
  NOTICE_DEPENDENT_ROOTS,
  POSITION_DEPENDENT_ROOTS,
} from '@/lib/money-query-keys.ts';
import { mutationsSettled } from '@/lib/mutations-settled.ts';
import { pageDrawnAt } from '@/lib/render-snapshot.ts';
import { setCachedWalletBalance } from '@/lib/set-cached-balance.ts';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';
import { setCachedSettings } from './set-cached-settings.ts';

/** How long queue news is gathered before the console's lists are read again. */
const QUEUE_REFRESH_WINDOW_MS = 500;
/**
 * How long investment news is gathered before the investment screens read again: several
 * investments falling due at the same second send one event each, and make one refresh.
 */
const INVESTMENT_REFRESH_WINDOW_MS = 200;
/**
 * How long position news is gathered: many take-profits firing at one tick send one event each,
 * and make one refresh of the position lists and the trading account.
 */
const POSITION_REFRESH_WINDOW_MS = 200;

/**
 * What each server message changes in the query cache, for one signed-in user. `cancel` drops
 * queue, investment and position news still being gathered.
 */
export function createServerMessageHandler(
  queryClient: QueryClient,
  userId: string,
  onSignedOut: (signOut: ForcedSignOut) => void,
): { handle: (message: ServerMessage) => void; cancel: () => void } {
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
  const investmentNews = batchByWindow(INVESTMENT_REFRESH_WINDOW_MS, () =>
    refreshRoots(INVESTMENT_DEPENDENT_ROOTS),
  );
  const positionNews = batchByWindow(POSITION_REFRESH_WINDOW_MS, () =>
    refreshRoots(POSITION_DEPENDENT_ROOTS),
  );
  // Events that never arrived: read what they would have changed.
  const readEverythingAgain = () => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: fundsQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: notificationsQueryRoot(userId) });
    refreshRoots([
      ...BALANCE_DEPENDENT_ROOTS,
      ...INVOICE_DEPENDENT_ROOTS,
      ...INVESTMENT_DEPENDENT_ROOTS,
      ...POSITION_DEPENDENT_ROOTS,
    ]);
    refreshQueues(CONSOLE_QUEUES);
    // Candles that formed while the socket was down: the charts read their history again.
    void queryClient.invalidateQueries({ queryKey: [MARKET_QUERY_ROOT] });
  };
  // A page drawn on the server carries answers read before it was sent: events between that
  // read and the socket's first hello are lost as well. Those answers are read again, and only
  // those: what the browser has read since, or is reading now, is newer.
  const readDrawnAnswersAgain = () => {
    const drawnAt = pageDrawnAt();
    if (drawnAt === null) return;
    void queryClient.invalidateQueries({
      predicate: ({ state }) =>
        state.fetchStatus === 'idle' && state.dataUpdatedAt > 0 && state.dataUpdatedAt <= drawnAt,
    });
  };
  let greetedBefore = false;

  const handle = (message: ServerMessage) => {
    switch (message.type) {
      case 'hello':
        // Events sent while the socket was down are lost.
        if (greetedBefore) readEverythingAgain();
        else readDrawnAnswersAgain();
        greetedBefore = true;
        break;
      case 'resync':
        // The server's own event feed was down for a while: the same loss.
        readEverythingAgain();
        break;
      case 'balance':
        if (message.account === 'wallet') {
          setCachedWalletBalance(queryClient, userId, message.balance);
        }
        setCachedFund(queryClient, userId, message.account, message.balance);
        refreshRoots(BALANCE_DEPENDENT_ROOTS);
        break;
      case 'invoice':
        // An investment sends one on each payout too: its list, invoice and totals refresh.
        if (message.invoice === 'investment') investmentNews.add(message.id);
        else refreshRoots(INVOICE_DEPENDENT_ROOTS);
        break;
      case 'position':
        // Opened, levels changed, or closed (by the person or by a trigger).
        positionNews.add(message.id);
        break;
      case 'profile':
        // A staff switch between Real and Free changes which money the trade screens show. A
        // change of this browser's own (two-step turned on or off) also renews its session: the
        // news can come before the answer that brings the new cookie, so wait for that answer.
        void mutationsSettled(queryClient).then(() =>
          queryClient.invalidateQueries({ queryKey: meQueryKey(userId) }),
        );
        break;
      case 'notifications':
        // A notice arrived or some were read (maybe in another tab): the bell shows the count
        // at once, and the lists read the notices again.
        setCachedUnread(queryClient, userId, message.unread);
        refreshRoots(NOTICE_DEPENDENT_ROOTS);
        break;
      case 'queue':
        queueNews.add(message.queue);
        break;
      case 'settings':
        setCachedSettings(queryClient, userId, message.settings);
        break;
      case 'tickers':
        liveTickers.set(message.tickers);
        break;
      case 'candle':
        candleStream.receive(message.symbol, message.interval, message.candle);
        break;
      case 'signed-out':
        onSignedOut({
          reason: message.reason,
          notice: signOutNotice(message.reason, message.staffReason),
        });
        break;
    }
  };
  return {
    handle,
    cancel: () => {
      queueNews.cancel();
      investmentNews.cancel();
      positionNews.cancel();
    },
  };
}

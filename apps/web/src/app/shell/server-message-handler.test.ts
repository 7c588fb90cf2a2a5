import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fundsQueryKey } from '@/features/funds/api/get-funds.ts';
import { notificationsPageQueryKey } from '@/features/notifications/lib/notification-keys.ts';
import { meQueryKey } from '@/lib/me-query-key.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { setRenderSnapshot } from '@/lib/render-snapshot.ts';
import { createServerMessageHandler } from './server-message-handler.ts';

const USER = 'user-1';

/** A cache holding what a signed-in screen shows, with nothing stale yet. */
function cacheWithScreens() {
  const queryClient = new QueryClient();
  for (const queryKey of [
    meQueryKey(USER),
    fundsQueryKey(USER),
    [MONEY_QUERY_ROOTS.statements, 'page-1'],
    [MONEY_QUERY_ROOTS.deposits, 'list'],
    [MONEY_QUERY_ROOTS.withdrawals, USER, 'list', 1],
    [MONEY_QUERY_ROOTS.investments, USER, 'list', 1],
    [MONEY_QUERY_ROOTS.investments, USER, 'totals'],
  ]) {
    queryClient.setQueryData(queryKey, { loaded: true });
  }
  return queryClient;
}

const isStale = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated === true;

describe('createServerMessageHandler', () => {
  it('a resync frame makes the profile, funds and money lists stale, as a reconnect does', () => {
    const queryClient = cacheWithScreens();
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'hello', uid: USER });
    expect(isStale(queryClient, meQueryKey(USER))).toBe(false);

    messages.handle({ type: 'resync' });
    expect(isStale(queryClient, meQueryKey(USER))).toBe(true);
    expect(isStale(queryClient, fundsQueryKey(USER))).toBe(true);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.statements, 'page-1'])).toBe(true);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.deposits, 'list'])).toBe(true);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'totals'])).toBe(true);
    messages.cancel();
  });

  it('a profile frame (a staff switch of Real and Free) reads the profile again, nothing else', async () => {
    const queryClient = cacheWithScreens();
    createServerMessageHandler(queryClient, USER, vi.fn()).handle({ type: 'profile' });
    await vi.waitFor(() => expect(isStale(queryClient, meQueryKey(USER))).toBe(true));
    expect(isStale(queryClient, fundsQueryKey(USER))).toBe(false);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.statements, 'page-1'])).toBe(false);
  });

  it('a profile frame waits for a request in flight, which may bring a renewed session', async () => {
    const queryClient = cacheWithScreens();
    let answer = () => {};
    const turningOn = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () =>
          new Promise<void>((resolve) => {
            answer = resolve;
          }),
      })
      .execute(undefined);
    createServerMessageHandler(queryClient, USER, vi.fn()).handle({ type: 'profile' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isStale(queryClient, meQueryKey(USER))).toBe(false);
    answer();
    await turningOn;
    await vi.waitFor(() => expect(isStale(queryClient, meQueryKey(USER))).toBe(true));
  });

  it('a deposit or withdrawal event refreshes their lists, not the investments', () => {
    const queryClient = cacheWithScreens();
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'invoice', invoice: 'withdrawal', id: 'wd-1', status: 'paid' });
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.withdrawals, USER, 'list', 1])).toBe(true);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'list', 1])).toBe(false);
    messages.cancel();
  });

  it('investment events (made, each payout, matured) refresh the investments once a window', () => {
    vi.useFakeTimers();
    try {
      const queryClient = cacheWithScreens();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const messages = createServerMessageHandler(queryClient, USER, vi.fn());
      // Two investments falling due at the same second.
      messages.handle({ type: 'invoice', invoice: 'investment', id: 'inv-1', status: 'active' });
      messages.handle({ type: 'invoice', invoice: 'investment', id: 'inv-2', status: 'matured' });
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'list', 1])).toBe(false);

      vi.advanceTimersByTime(250);
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'list', 1])).toBe(true);
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'totals'])).toBe(true);
      expect(invalidate).toHaveBeenCalledTimes(1);
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.withdrawals, USER, 'list', 1])).toBe(false);
      messages.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('position events (opened, changed, closed by a trigger) refresh the positions and the account once a window', () => {
    vi.useFakeTimers();
    try {
      const queryClient = cacheWithScreens();
      const positions = [MONEY_QUERY_ROOTS.positions, USER, 'open', 'all', 'all', 1, 10];
      const account = [MONEY_QUERY_ROOTS.tradingAccount, USER];
      queryClient.setQueryData(positions, { loaded: true });
      queryClient.setQueryData(account, { loaded: true });
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const messages = createServerMessageHandler(queryClient, USER, vi.fn());
      messages.handle({ type: 'position', id: 'pos-1', status: 'closed' });
      messages.handle({ type: 'position', id: 'pos-2', status: 'closed' });
      expect(isStale(queryClient, positions)).toBe(false);

      vi.advanceTimersByTime(250);
      expect(isStale(queryClient, positions)).toBe(true);
      expect(isStale(queryClient, account)).toBe(true);
      expect(invalidate).toHaveBeenCalledTimes(2);
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'list', 1])).toBe(false);
      messages.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancel drops investment news still being gathered', () => {
    vi.useFakeTimers();
    try {
      const queryClient = cacheWithScreens();
      const messages = createServerMessageHandler(queryClient, USER, vi.fn());
      messages.handle({ type: 'invoice', invoice: 'investment', id: 'inv-1', status: 'active' });
      messages.cancel();
      vi.advanceTimersByTime(1_000);
      expect(isStale(queryClient, [MONEY_QUERY_ROOTS.investments, USER, 'list', 1])).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the first hello re-reads nothing, a second one (a reconnect) re-reads everything', () => {
    const queryClient = cacheWithScreens();
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'hello', uid: USER });
    expect(isStale(queryClient, fundsQueryKey(USER))).toBe(false);
    messages.handle({ type: 'hello', uid: USER });
    expect(isStale(queryClient, fundsQueryKey(USER))).toBe(true);
    messages.cancel();
  });

  it('the first hello on a page drawn on the server re-reads the answers it was drawn with, and only those', () => {
    const queryClient = cacheWithScreens();
    const drawnAt = Date.now();
    for (const query of queryClient.getQueryCache().getAll())
      query.setState({ dataUpdatedAt: drawnAt - 50 });
    // Read by the browser after it took the page over, and being read again now.
    queryClient.setQueryData([MONEY_QUERY_ROOTS.deposits, 'list'], [], {
      updatedAt: drawnAt + 500,
    });
    queryClient
      .getQueryCache()
      .find({ queryKey: [MONEY_QUERY_ROOTS.statements, 'page-1'] })
      ?.setState({ fetchStatus: 'fetching' });
    setRenderSnapshot({ renderedAt: drawnAt, viewportWidth: 390 });
    onTestFinished(() => setRenderSnapshot(null));
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'hello', uid: USER });
    expect(isStale(queryClient, fundsQueryKey(USER))).toBe(true);
    expect(isStale(queryClient, meQueryKey(USER))).toBe(true);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.deposits, 'list'])).toBe(false);
    expect(isStale(queryClient, [MONEY_QUERY_ROOTS.statements, 'page-1'])).toBe(false);
    messages.cancel();
  });

  it("a signed-out frame hands its reason on, in staff's words when they gave them", () => {
    const onSignedOut = vi.fn();
    const messages = createServerMessageHandler(new QueryClient(), USER, onSignedOut);
    messages.handle({ type: 'signed-out', reason: 'USER_BLOCKED', staffReason: 'Chargebacks' });
    expect(onSignedOut).toHaveBeenCalledWith({
      reason: 'USER_BLOCKED',
      notice: 'Your account was blocked: Chargebacks. Contact support to have it unblocked.',
    });
    messages.handle({ type: 'signed-out', reason: 'USER_BANNED', staffReason: null });
    expect(onSignedOut).toHaveBeenLastCalledWith({
      reason: 'USER_BANNED',
      notice: 'This account has been banned. Contact support if you think this is a mistake.',
    });
  });

  it('a session ended from another browser says so, in the words /login shows', () => {
    const onSignedOut = vi.fn();
    const messages = createServerMessageHandler(new QueryClient(), USER, onSignedOut);
    messages.handle({ type: 'signed-out', reason: 'SESSION_REVOKED', staffReason: null });
    expect(onSignedOut).toHaveBeenCalledWith({
      reason: 'SESSION_REVOKED',
      notice: 'This browser was signed out from another one. Sign in again to continue.',
    });
  });
  it("a notifications frame sets the bell's count at once and reads the notices again", () => {
    const queryClient = cacheWithScreens();
    const firstPage = notificationsPageQueryKey(USER, 1);
    queryClient.setQueryData(firstPage, { items: [], page: 1, size: 20, total: 0, unread: 0 });
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'notifications', unread: 3 });
    expect(queryClient.getQueryData(firstPage)).toMatchObject({ unread: 3 });
    expect(isStale(queryClient, firstPage)).toBe(true);
    expect(isStale(queryClient, notificationsPageQueryKey('someone-else', 1))).toBe(false);
    expect(isStale(queryClient, meQueryKey(USER))).toBe(false);
    messages.cancel();
  });

  it('a commission paid (bonus balance) or held (a notice alone) reads the referrals page again', () => {
    const queryClient = new QueryClient();
    const summary = [MONEY_QUERY_ROOTS.referrals, USER, 'summary'];
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    queryClient.setQueryData(summary, { loaded: true });
    messages.handle({ type: 'balance', account: 'bonus', balance: '50.00' });
    expect(isStale(queryClient, summary)).toBe(true);
    queryClient.setQueryData(summary, { loaded: true });
    expect(isStale(queryClient, summary)).toBe(false);
    messages.handle({ type: 'notifications', unread: 1 });
    expect(isStale(queryClient, summary)).toBe(true);
    messages.cancel();
  });

  it('a reconnect reads the notices again, which may have changed meanwhile', () => {
    const queryClient = cacheWithScreens();
    const firstPage = notificationsPageQueryKey(USER, 1);
    queryClient.setQueryData(firstPage, { items: [], page: 1, size: 20, total: 0, unread: 0 });
    const messages = createServerMessageHandler(queryClient, USER, vi.fn());
    messages.handle({ type: 'hello', uid: USER });
    messages.handle({ type: 'hello', uid: USER });
    expect(isStale(queryClient, firstPage)).toBe(true);
    messages.cancel();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fundsQueryKey } from '@/features/funds/api/get-funds.ts';
import { meQueryKey } from '@/lib/me-query-key.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
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
    messages.cancel();
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

  it('a signed-out frame hands its reason on', () => {
    const onSignedOut = vi.fn();
    const messages = createServerMessageHandler(new QueryClient(), USER, onSignedOut);
    messages.handle({ type: 'signed-out', reason: 'USER_BLOCKED' });
    expect(onSignedOut).toHaveBeenCalledWith('USER_BLOCKED');
  });
});

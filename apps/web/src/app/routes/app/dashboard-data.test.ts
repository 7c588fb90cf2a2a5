import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OPEN_POSITIONS_LIMIT,
  openPositionsQueryKey,
} from '@/features/dashboard/api/get-open-positions.ts';
import { fundsQueryKey } from '@/features/funds/api/get-funds.ts';
import { investmentTotalsQueryKey } from '@/features/investments/api/get-investment-totals.ts';
import { balanceHistoryQueryKey } from '@/features/statements/api/get-balance-history.ts';
import { statementQueryKey } from '@/features/statements/api/get-statement.ts';
import { HISTORY_DAYS, RECENT_MOVEMENTS } from '@/features/statements/lib/dashboard-requests.ts';
import { prefetchDashboardData } from './dashboard-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchDashboardData', () => {
  it("asks for exactly the queries the dashboard's cards read, so they find them cached", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response('{}', { status: 503 });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchDashboardData(queryClient, 'user-1');

    const keys = queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryKey);
    expect(keys).toEqual([
      fundsQueryKey('user-1'),
      investmentTotalsQueryKey('user-1'),
      openPositionsQueryKey('user-1', 'real'),
      openPositionsQueryKey('user-1', 'demo'),
      statementQueryKey('user-1', RECENT_MOVEMENTS),
      balanceHistoryQueryKey('user-1', 'wallet', HISTORY_DAYS),
    ]);
    await vi.waitFor(() => expect(requested).toHaveLength(6));
    expect(requested[0]).toBe('/api/funds');
    expect(requested[1]).toBe('/api/investments/totals');
    expect(requested[2]).toBe(`/api/positions?status=open&mode=real&size=${OPEN_POSITIONS_LIMIT}`);
    expect(requested[3]).toBe(`/api/positions?status=open&mode=demo&size=${OPEN_POSITIONS_LIMIT}`);
    expect(requested[5]).toBe(`/api/statements/wallet/history?days=${HISTORY_DAYS}`);
  });
});

import { TRADING_MODES } from '@kapital/shared';
import type { QueryClient } from '@tanstack/react-query';
import { openPositionsQueryOptions } from '@/features/dashboard/api/get-open-positions.ts';
import { fundsQueryOptions } from '@/features/funds/api/get-funds.ts';
import { investmentTotalsQueryOptions } from '@/features/investments/api/get-investment-totals.ts';
import { balanceHistoryQueryOptions } from '@/features/statements/api/get-balance-history.ts';
import { statementQueryOptions } from '@/features/statements/api/get-statement.ts';
import { HISTORY_DAYS, RECENT_MOVEMENTS } from '@/features/statements/lib/dashboard-requests.ts';

/**
 * Asks for what the dashboard's cards show while the profile is still on its way, so the
 * cards' requests do not wait for the profile's answer and a render before they start (the
 * server's renderer asks for them with the profile too). Settles when every answer is in.
 */
export function prefetchDashboardData(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(fundsQueryOptions(userId)),
    queryClient.prefetchQuery(investmentTotalsQueryOptions(userId)),
    // The card shows the current mode's positions, and the profile that says which mode that
    // is has not come yet: both are asked for.
    ...TRADING_MODES.map((mode) =>
      queryClient.prefetchQuery(openPositionsQueryOptions(userId, mode)),
    ),
    queryClient.prefetchQuery(statementQueryOptions(userId, RECENT_MOVEMENTS)),
    queryClient.prefetchQuery(balanceHistoryQueryOptions(userId, 'wallet', HISTORY_DAYS)),
  ]);
}

import { type StatementResponse, statementResponse } from '@kapital/shared';
import type { CashFund } from '@kapital/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';
import { type StatementFilters, statementPath } from '../lib/statement-filters.ts';

export interface StatementPage {
  fund: CashFund;
  filters: StatementFilters;
  page: number;
  size: number;
}

export function getStatement(request: StatementPage, signal?: AbortSignal) {
  const { fund, filters, page, size } = request;
  return api.get<StatementResponse>(statementPath(fund, filters, { page, size }), {
    schema: statementResponse,
    signal,
  });
}

/** Under the statements root, so every balance movement refreshes it; keyed by user id. */
export function statementQueryKey(userId: string, request: StatementPage) {
  return [MONEY_QUERY_ROOTS.statements, userId, request] as const;
}

export function statementQueryOptions(userId: string, request: StatementPage) {
  return queryOptions({
    queryKey: statementQueryKey(userId, request),
    queryFn: ({ signal }) => getStatement(request, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStatement(userId: string, request: StatementPage) {
  return useQuery(statementQueryOptions(userId, request));
}

import { type InvestmentPackagesResponse, investmentPackagesResponse } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** GET /api/investment-packages: the active packages in display order. */
export function getInvestmentPackages(signal?: AbortSignal): Promise<InvestmentPackagesResponse> {
  return api.get('/api/investment-packages', { schema: investmentPackagesResponse, signal });
}

/** The same for everyone: staff's packages, with the period every new investment gets. */
export const investmentPackagesQueryKey = ['investment-packages', 'list'] as const;

export function investmentPackagesQueryOptions() {
  return queryOptions({
    queryKey: investmentPackagesQueryKey,
    queryFn: ({ signal }) => getInvestmentPackages(signal),
  });
}

export function useInvestmentPackages() {
  return useQuery(investmentPackagesQueryOptions());
}

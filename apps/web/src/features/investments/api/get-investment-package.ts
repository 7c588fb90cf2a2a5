import { investmentPackagesResponse, type OfferedPackage } from '@kapital/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { investmentPackagesQueryKey } from './get-investment-packages.ts';

const offeredPackageSchema = investmentPackagesResponse.shape.items.element;

/** GET /api/investment-packages/{slug}: one active package; 404 for an unknown or inactive one. */
export function getInvestmentPackage(slug: string, signal?: AbortSignal): Promise<OfferedPackage> {
  return api.get(`/api/investment-packages/${encodeURIComponent(slug)}`, {
    schema: offeredPackageSchema,
    signal,
  });
}

export function investmentPackageQueryKey(slug: string) {
  return ['investment-packages', 'detail', slug] as const;
}

/**
 * One package, read fresh (staff may have changed it since the list was shown); while it comes,
 * the list's copy is shown if the person came from there.
 */
export function useInvestmentPackage(slug: string) {
  const queryClient = useQueryClient();
  return useQuery<OfferedPackage>({
    queryKey: investmentPackageQueryKey(slug),
    queryFn: ({ signal }) => getInvestmentPackage(slug, signal),
    staleTime: 0,
    placeholderData: () =>
      queryClient
        .getQueryData<{ items: OfferedPackage[] }>(investmentPackagesQueryKey)
        ?.items.find((item) => item.slug === slug),
  });
}

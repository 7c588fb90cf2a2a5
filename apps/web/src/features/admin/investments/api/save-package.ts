import {
  type CreatePackageBody,
  type InvestmentPackage,
  investmentPackageSchema,
  type UpdatePackageBody,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { ADMIN_INVESTMENTS_ROOT } from './get-admin-investments.ts';
import { adminPackagesQueryKey } from './get-admin-packages.ts';

export type SavePackageInput =
  | { id: null; body: CreatePackageBody }
  | { id: string; body: UpdatePackageBody };

/**
 * POST /api/admin/packages for a new package, PATCH /api/admin/packages/{id} for a change
 * (deactivating is { active: false }). Investments already made keep their terms.
 */
export function savePackage({ id, body }: SavePackageInput): Promise<InvestmentPackage> {
  return id === null
    ? apiRequest('/api/admin/packages', {
        method: 'POST',
        body,
        schema: investmentPackageSchema,
      })
    : apiRequest(`/api/admin/packages/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: investmentPackageSchema,
      });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    // The packages list, and the investments page, which filters by package.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPackagesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ADMIN_INVESTMENTS_ROOT });
    },
  });
}

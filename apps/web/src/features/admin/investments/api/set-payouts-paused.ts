import {
  type AdminInvestmentsResponse,
  type PayoutSwitch,
  payoutSwitchResponse,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { ADMIN_INVESTMENTS_ROOT } from './get-admin-investments.ts';

/** PUT /api/admin/investments/payouts: pause or resume every investment payout. */
export function setPayoutsPaused(paused: boolean): Promise<PayoutSwitch> {
  return apiRequest('/api/admin/investments/payouts', {
    method: 'PUT',
    body: { paused },
    schema: payoutSwitchResponse,
  });
}

export function useSetPayoutsPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayoutsPaused,
    onSuccess: ({ paused }) => {
      // The switch shows the new state at once; the lists then read again (a resume pays).
      queryClient.setQueriesData<AdminInvestmentsResponse>(
        { queryKey: ADMIN_INVESTMENTS_ROOT },
        (data) => (data ? { ...data, payoutsPaused: paused } : data),
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_INVESTMENTS_ROOT });
    },
  });
}

import { type AdjustmentBody, type AdjustmentResponse, adjustmentResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

export interface AdjustFundInput {
  body: AdjustmentBody;
  /** One per intended movement: a retry of the same submit sends the same key. */
  idempotencyKey: string;
}

/** POST /api/admin/users/{id}/adjustments: credits or debits one fund, with a reason. */
export function adjustFund(
  userId: string,
  { body, idempotencyKey }: AdjustFundInput,
): Promise<AdjustmentResponse> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/adjustments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: adjustmentResponse,
  });
}

export function useAdjustFund(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustFundInput) => adjustFund(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(userId) }),
  });
}

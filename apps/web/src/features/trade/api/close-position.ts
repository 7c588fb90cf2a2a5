import { type Position, positionSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { POSITION_DEPENDENT_ROOTS } from '@/lib/money-query-keys.ts';

export interface ClosePositionInput {
  positionId: string;
  idempotencyKey: string;
}

/** POST /api/positions/{id}/close: closes at the next tick (reason "manual"). */
export function closePosition({
  positionId,
  idempotencyKey,
}: ClosePositionInput): Promise<Position> {
  return api.post(`/api/positions/${encodeURIComponent(positionId)}/close`, undefined, {
    schema: positionSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useClosePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePosition,
    onSuccess: () => {
      for (const root of POSITION_DEPENDENT_ROOTS) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}

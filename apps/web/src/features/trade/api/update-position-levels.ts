import { type Position, positionSchema, type UpdateLevelsBody } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { MONEY_QUERY_ROOTS } from '@/lib/money-query-keys.ts';

export interface UpdateLevelsInput {
  positionId: string;
  body: UpdateLevelsBody;
}

/** PATCH /api/positions/{id}: new take-profit and stop-loss, checked against the next tick. */
export function updatePositionLevels({ positionId, body }: UpdateLevelsInput): Promise<Position> {
  return api.patch(`/api/positions/${encodeURIComponent(positionId)}`, body, {
    schema: positionSchema,
  });
}

export function useUpdatePositionLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePositionLevels,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_ROOTS.positions] });
    },
  });
}

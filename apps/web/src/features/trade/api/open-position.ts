import { type OpenPositionBody, type Position, positionSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { POSITION_DEPENDENT_ROOTS } from '@/lib/money-query-keys.ts';

export interface OpenPositionInput {
  body: OpenPositionBody;
  /** One per confirmed order: a retry of the same confirmation sends the same key. */
  idempotencyKey: string;
}

/** POST /api/positions: fills at the market's next tick; the answer is the open position. */
export function openPosition({ body, idempotencyKey }: OpenPositionInput): Promise<Position> {
  return api.post('/api/positions', body, {
    schema: positionSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useOpenPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPosition,
    onSuccess: () => {
      for (const root of POSITION_DEPENDENT_ROOTS) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}

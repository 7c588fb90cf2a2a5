import type { IntentKeys } from '@/lib/intent-key.ts';

/** A deposit's or withdrawal's decision as the server takes it. */
export interface KeyedDecision<TDecision> {
  decision: TDecision;
  idempotencyKey: string;
}

/**
 * The decision under an idempotency key that stays the same while the same decision is sent
 * again, so the money moves once.
 */
export function keyedDecision<TDecision>(
  keys: IntentKeys,
  decision: TDecision,
): KeyedDecision<TDecision> {
  return { decision, idempotencyKey: keys.keyFor(decision) };
}

/** Frames a socket may send at once: every chart of a few tabs asking at the same moment. */
export const MESSAGE_BURST = 32;
/** Frames a second a socket may go on sending: far more than a person switching charts. */
export const MESSAGES_PER_SECOND = 8;
/** Frames dropped in a row after which the socket is closed: it is flooding, not bursting. */
export const DROPPED_IN_A_ROW_LIMIT = 64;

export type BudgetVerdict = 'accept' | 'drop' | 'close';

/**
 * One socket's budget of incoming frames, a token bucket: `MESSAGE_BURST` tokens refilled at
 * `MESSAGES_PER_SECOND`. A frame without a token is dropped unread; a socket that keeps sending
 * into an empty bucket is told to close. A flood costs the server a counter, not a JSON parse.
 */
export function createMessageBudget(now: () => number = Date.now) {
  let tokens = MESSAGE_BURST;
  let refilledAt = now();
  let droppedInARow = 0;
  return {
    spend(): BudgetVerdict {
      const at = now();
      tokens = Math.min(MESSAGE_BURST, tokens + ((at - refilledAt) / 1000) * MESSAGES_PER_SECOND);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        droppedInARow = 0;
        return 'accept';
      }
      droppedInARow += 1;
      return droppedInARow >= DROPPED_IN_A_ROW_LIMIT ? 'close' : 'drop';
    },
  };
}

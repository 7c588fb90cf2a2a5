import type { Ticker } from '@kapital/shared';
import { MARKET_ERROR_CODES } from '@kapital/shared/errors';
import { errorMessage, isApiError } from '@/lib/api-error.ts';

export const STALE_PRICE_MESSAGE = 'Price is stale: orders are paused until the feed catches up';
export const NO_PRICE_MESSAGE = 'Waiting for the first price: orders open once it arrives';

/** Whether an order may be sent now, and if not, the reason to show beside the disabled button. */
export type OrderAvailability =
  | { open: true }
  | { open: false; reason: 'no-price' | 'stale'; message: string };

/**
 * Orders fill at the server's next price, which it refuses to use when it is stale: the screen
 * pauses them too rather than let a person send an order bound to fail. No price yet (the first
 * tick has not come) pauses them as well.
 */
export function orderAvailability(ticker: Ticker | undefined): OrderAvailability {
  if (!ticker) return { open: false, reason: 'no-price', message: NO_PRICE_MESSAGE };
  if (ticker.stale) return { open: false, reason: 'stale', message: STALE_PRICE_MESSAGE };
  return { open: true };
}

/**
 * The message for an order that failed. The market's refusals (the price went stale between the
 * click and the fill, or no tick came in time) say that nothing was opened and what to wait for;
 * anything else is the server's own message.
 */
export function orderErrorMessage(error: unknown): string {
  if (isApiError(error, MARKET_ERROR_CODES.stale)) {
    return 'The price went stale before the order could fill, so nothing was opened. Orders resume by themselves once the feed catches up; then confirm again.';
  }
  if (isApiError(error, MARKET_ERROR_CODES.unavailable)) {
    return 'The market sent no fresh price in time, so nothing was opened. Try again in a moment.';
  }
  return errorMessage(error);
}

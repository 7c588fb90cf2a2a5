import type { Ticker } from '@kapital/shared';
import { MARKET_ERROR_CODES } from '@kapital/shared/errors';
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '@/lib/api-error.ts';

/** Whether an order may be sent now, and if not, the reason to show beside the disabled button. */
export type OrderAvailability =
  | { open: true }
  | { open: false; reason: 'no-price' | 'stale'; message: string };

/**
 * Orders fill at the server's next price, which it refuses to use when it is stale: the screen
 * pauses them too rather than let a person send an order bound to fail. No price yet (the first
 * tick has not come) pauses them as well.
 */
export function orderAvailability(
  ticker: Ticker | undefined,
  t: TFunction<'trade'>,
): OrderAvailability {
  if (!ticker) {
    return { open: false, reason: 'no-price', message: t('orderAvailability.noPrice') };
  }
  if (ticker.stale) {
    return { open: false, reason: 'stale', message: t('orderAvailability.stale') };
  }
  return { open: true };
}

/**
 * The message for an order that failed. The market's refusals (the price went stale between the
 * click and the fill, or no tick came in time) say that nothing was opened and what to wait for;
 * anything else is the server's own message.
 */
export function orderErrorMessage(error: unknown, t: TFunction<'trade'>): string {
  if (isApiError(error, MARKET_ERROR_CODES.stale)) return t('orderAvailability.staleRefusal');
  if (isApiError(error, MARKET_ERROR_CODES.unavailable)) {
    return t('orderAvailability.unavailableRefusal');
  }
  return errorMessage(error);
}

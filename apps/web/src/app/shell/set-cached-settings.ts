import type { MeResponse, PublicSettings } from '@kapital/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me-query-key.ts';

/**
 * Applies settings pushed by the server (staff changed a rate or the chat switch) to the cached
 * profile, so balances re-convert and the chat button shows or hides without a reload.
 */
export function setCachedSettings(
  queryClient: QueryClient,
  userId: string,
  settings: PublicSettings,
): void {
  queryClient.setQueryData<MeResponse>(meQueryKey(userId), (me) => me && { ...me, settings });
}

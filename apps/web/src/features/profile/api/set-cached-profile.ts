import type { MeResponse, Profile } from '@kapital/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me-query-key.ts';

/**
 * Applies a change the server has confirmed to the cached profile, so the header and every
 * screen show it at once, without reading /api/me again.
 */
export function setCachedProfile(
  queryClient: QueryClient,
  userId: string,
  change: Partial<Profile>,
): void {
  queryClient.setQueryData<MeResponse>(
    meQueryKey(userId),
    (me) => me && { ...me, profile: { ...me.profile, ...change } },
  );
}

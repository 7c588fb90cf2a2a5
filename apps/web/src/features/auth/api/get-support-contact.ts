import type { SupportContact } from '@kapital/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client.ts';
import { isRecord } from '@/lib/is-record.ts';

/**
 * The shared `supportContactResponse`, checked by hand: the sign-in page asks for it, and zod
 * stays off that page (docs/decisions/008-bundle-budget.md). The test holds the two together.
 */
export const supportContactCheck: ResponseSchema<SupportContact> = {
  safeParse(data) {
    if (!isRecord(data) || typeof data.email !== 'string') return { success: false };
    return { success: true, data: { email: data.email } };
  },
};

/** GET /api/support/contact, without a session: where a blocked user writes to support. */
export function getSupportContact(signal?: AbortSignal): Promise<SupportContact> {
  return api.get('/api/support/contact', { schema: supportContactCheck, signal });
}

export function supportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'contact'],
    queryFn: ({ signal }) => getSupportContact(signal),
    // Staff change it rarely, and a visitor only needs it once per refusal.
    staleTime: 10 * 60_000,
  });
}

/** Support's address; the login page mounts its reader only with a blocked account's refusal. */
export function useSupportContact() {
  return useQuery(supportContactQueryOptions());
}

import { type MyReferredPeople, myReferredPeopleResponse } from '@kapital/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { REFERRALS_PAGE_SIZE, referredPeopleQueryKey } from '../lib/referral-keys.ts';

/** GET /api/referrals/people?page&size: level 1 and 2, who joined last first, e-mails masked. */
export function getReferredPeople(page: number, signal?: AbortSignal): Promise<MyReferredPeople> {
  return api.get(`/api/referrals/people?page=${page}&size=${REFERRALS_PAGE_SIZE}`, {
    schema: myReferredPeopleResponse,
    signal,
  });
}

export function referredPeopleQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: referredPeopleQueryKey(userId, page),
    queryFn: ({ signal }) => getReferredPeople(page, signal),
  });
}

/** One page; the last page stays on screen while the next loads. */
export function useReferredPeople(userId: string, page: number) {
  return useQuery({
    ...referredPeopleQueryOptions(userId, page),
    placeholderData: keepPreviousData,
  });
}

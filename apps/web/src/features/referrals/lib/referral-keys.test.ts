import { describe, expect, it } from 'vitest';
import {
  BALANCE_DEPENDENT_ROOTS,
  MONEY_QUERY_ROOTS,
  NOTICE_DEPENDENT_ROOTS,
} from '@/lib/money-query-keys.ts';
import {
  referralCommissionsQueryKey,
  referralSummaryQueryKey,
  referredPeopleQueryKey,
} from './referral-keys.ts';

describe('referral query keys', () => {
  it('sit under the root a bonus balance or a notice from the server refreshes', () => {
    const keys = [
      referralSummaryQueryKey('u1'),
      referredPeopleQueryKey('u1', 1),
      referralCommissionsQueryKey('u1', 1),
    ];
    for (const key of keys) {
      expect(key[0]).toBe(MONEY_QUERY_ROOTS.referrals);
      expect(BALANCE_DEPENDENT_ROOTS).toContain(key[0]);
      expect(NOTICE_DEPENDENT_ROOTS).toContain(key[0]);
    }
  });

  it('keep one user’s pages apart from the next user’s, and the two lists apart', () => {
    expect(referredPeopleQueryKey('u1', 1)).not.toEqual(referredPeopleQueryKey('u2', 1));
    expect(referredPeopleQueryKey('u1', 1)).not.toEqual(referredPeopleQueryKey('u1', 2));
    expect(referredPeopleQueryKey('u1', 1)).not.toEqual(referralCommissionsQueryKey('u1', 1));
  });
});

import type { TestApp } from './build.ts';
import { verifiedUser } from './http.ts';
import { insertKyc } from './kyc-rows.ts';
import type { TestUser } from './users.ts';

/**
 * A verified, signed-in user whose identity staff have approved (the submission row written as
 * the KYC feature would after an approval).
 */
export async function approvedKycUser(testApp: TestApp): Promise<TestUser> {
  const person = await verifiedUser(testApp);
  await insertKyc(testApp.db, person.id, 'approved');
  return person;
}

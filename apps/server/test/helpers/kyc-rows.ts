import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { kycSubmissions } from '../../src/db/schema/index.ts';

/**
 * A KYC submission row as the KYC feature would write it. Free of the test runner, so the bench
 * and the fault suite write their users' approved KYC with it too.
 */
export async function insertKyc(
  db: Db,
  userId: string,
  status: 'pending' | 'approved' | 'rejected',
  createdAt = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.insert(kycSubmissions).values({
    id,
    userId,
    status,
    legalName: 'Ada Lovelace',
    dateOfBirth: '1990-01-01',
    nationality: 'GB',
    address: '12 Example Street, London',
    idType: 'passport',
    idNumber: 'X1234567',
    frontFileKey: `kyc/${id}/front`,
    selfieFileKey: `kyc/${id}/selfie`,
    createdAt,
  });
  return id;
}

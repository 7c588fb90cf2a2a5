import { randomBytes, randomUUID } from 'node:crypto';
import type { DepositStatus } from '@kapital/shared';
import type { Db } from '../../src/db/client.ts';
import { deposits, paymentMethods } from '../../src/db/schema/index.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { tinyPng } from './image-fixtures.ts';

/** An active bank-transfer method from 10.00 to 100,000.00 USD, written straight to the table. */
export async function insertPaymentMethod(
  db: Db,
  overrides: Partial<typeof paymentMethods.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(paymentMethods).values({
    id,
    label: `Bank ${id.slice(0, 6)}`,
    kind: 'bank',
    instructions: {
      kind: 'bank',
      bankName: 'Example Bank',
      accountHolder: 'Kapital Payments Ltd',
      accountNumber: '1234 5678 9012',
    },
    minAmount: 1000n,
    maxAmount: 10_000_000n,
    ...overrides,
  });
  return id;
}

export interface DepositFixture {
  status?: DepositStatus;
  /** Minor units; 100.00 USD unless told. */
  amount?: bigint;
  methodId?: string;
  createdAt?: Date;
  /** With a storage, a tiny PNG proof is stored and linked, as an upload would. */
  proofIn?: Storage;
}

/** A deposit invoice as the deposits feature would write it. */
export async function insertDeposit(
  db: Db,
  userId: string,
  fixture: DepositFixture = {},
): Promise<string> {
  const id = randomUUID();
  const createdAt = fixture.createdAt ?? new Date();
  let proofFileKey: string | null = null;
  if (fixture.proofIn) {
    proofFileKey = `deposits/${id}/proof-fixture.png`;
    await fixture.proofIn.put(proofFileKey, tinyPng(), 'image/png');
  }
  await db.insert(deposits).values({
    id,
    reference: `KP-${randomBytes(4).toString('hex').toUpperCase()}`,
    userId,
    methodId: fixture.methodId ?? (await insertPaymentMethod(db)),
    methodLabel: 'Bank transfer',
    instructions: {
      kind: 'bank',
      bankName: 'Example Bank',
      accountHolder: 'Kapital Payments Ltd',
      accountNumber: '1234 5678 9012',
    },
    amount: fixture.amount ?? 10_000n,
    currency: 'USD',
    rate: '1.000000',
    status: fixture.status ?? 'pending',
    proofFileKey,
    proofContentType: proofFileKey ? 'image/png' : null,
    proofUploadedAt: proofFileKey ? createdAt : null,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 48 * 60 * 60 * 1000),
  });
  return id;
}

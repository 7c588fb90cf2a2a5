import {
  adminOverviewResponse,
  DEPOSIT_STATUSES,
  type DepositStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@kapital/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { get, verifiedUser } from '../helpers/http.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';
import { insertWithdrawalRow } from '../helpers/withdrawals.ts';

let t: TestApp;
let admin: TestUser;
let person: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, person] = await Promise.all([staffUser(t, 'admin'), verifiedUser(t)]);
  methodId = await insertPaymentMethod(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** Deposit and withdrawal rows as their features write them, one per status. */
async function insertQueues(
  depositStatuses: DepositStatus[],
  withdrawalStatuses: WithdrawalStatus[],
) {
  for (const status of depositStatuses) {
    await insertDeposit(t.db, person.id, { status, methodId });
  }
  for (const status of withdrawalStatuses) {
    await insertWithdrawalRow(t.db, person.id, status);
  }
}

async function overview() {
  const response = await get(t, '/api/admin/overview', admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return adminOverviewResponse.parse(response.json());
}

describe('GET /api/admin/overview: the money queues', () => {
  it('counts deposits with proof to review and withdrawals waiting to be paid', async () => {
    const before = await overview();
    await insertQueues([...DEPOSIT_STATUSES, 'submitted'], [...WITHDRAWAL_STATUSES, 'pending']);
    const after = await overview();
    expect(after.pendingDeposits - before.pendingDeposits).toBe(2);
    expect(after.pendingWithdrawals - before.pendingWithdrawals).toBe(2);
  });
});

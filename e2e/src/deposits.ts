import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { AdminApi, NewPaymentMethod } from './admin.ts';
import type { RunningServer } from './server.ts';

/** A bank method of its own for a test on the shared server (other files add theirs). */
export async function addBankMethod(admin: AdminApi): Promise<string> {
  const method: NewPaymentMethod = {
    label: `Test bank ${randomUUID().slice(0, 8)}`,
    instructions: {
      kind: 'bank',
      bankName: 'Maybank Berhad',
      accountHolder: 'Kapital Sdn Bhd',
      accountNumber: '5140 9988 7766',
    },
    min: '10.00',
    max: '100000.00',
    active: true,
  };
  return (await admin.request<{ id: string }>('POST', '/api/admin/payment-methods', method)).id;
}

/**
 * The invoice the add-balance screen asks for, asked by the person signed in on `page` through
 * the API (tests about that screen drive it): its id and DEP- number.
 */
export async function issueDepositThroughApi(
  page: Page,
  server: RunningServer,
  methodId: string,
  amount: string,
): Promise<{ id: string; number: string }> {
  const response = await page.request.post('/api/deposits', {
    data: { methodId, amount },
    headers: { Origin: server.baseUrl, 'Idempotency-Key': randomUUID() },
  });
  if (!response.ok()) throw new Error(`POST /api/deposits: ${await response.text()}`);
  return (await response.json()) as { id: string; number: string };
}

/** Staff approve an invoice, as the console's Approve button does. */
export async function approveDepositThroughApi(admin: AdminApi, depositId: string): Promise<void> {
  await admin.request(
    'POST',
    `/api/admin/deposits/${encodeURIComponent(depositId)}/approve`,
    {},
    { 'Idempotency-Key': randomUUID() },
  );
}

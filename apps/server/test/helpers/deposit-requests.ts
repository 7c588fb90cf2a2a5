import { randomUUID } from 'node:crypto';
import { DEPOSIT_PROOF_FIELD, DEPOSIT_TX_REFERENCE_FIELD } from '@kapital/shared';
import { count } from 'drizzle-orm';
import { deposits, idempotentRequests } from '../../src/db/schema/index.ts';
import { TEST_BASE_URL, type TestApp } from './build.ts';
import { tinyPng } from './image-fixtures.ts';
import { multipart, type Part } from './multipart.ts';

export const newKey = () => `test-${randomUUID()}`;

/** POST with an Idempotency-Key (a fresh one unless given; null sends none). */
export function postWithKey(
  { app }: TestApp,
  url: string,
  options: { cookie: string; payload?: unknown; key?: string | null },
) {
  const key = options.key === undefined ? newKey() : options.key;
  return app.inject({
    method: 'POST',
    url,
    headers: {
      origin: TEST_BASE_URL,
      cookie: options.cookie,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    ...(options.payload === undefined
      ? {}
      : { payload: options.payload as Record<string, unknown> }),
  });
}

/** POST /api/deposits, answered 201 or the test fails with the body. */
export async function issueDeposit(
  t: TestApp,
  cookie: string,
  body: { amount: string; methodId: string },
): Promise<{ id: string; number: string; reference: string; status: string }> {
  const response = await postWithKey(t, '/api/deposits', { cookie, payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`POST /api/deposits failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/**
 * POST /api/deposits/{id}/proof as a browser's FormData: the proof (a PNG unless told) and
 * fields, with a fresh Idempotency-Key unless given (null sends none).
 */
export function uploadProof(
  { app }: TestApp,
  depositId: string,
  cookie: string,
  parts: Part[] = [proofPart()],
  key: string | null = newKey(),
) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/deposits/${depositId}/proof`,
    headers: {
      origin: TEST_BASE_URL,
      cookie,
      'content-type': contentType,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload,
  });
}

export const proofPart = (
  body: Buffer = tinyPng(),
  contentType = 'image/png',
  filename = 'receipt.png',
): Part => ({ field: DEPOSIT_PROOF_FIELD, body, contentType, filename });

export const txReferencePart = (value: string): Part => ({
  field: DEPOSIT_TX_REFERENCE_FIELD,
  body: value,
});

/** Deposit rows and stored idempotent answers: a refused request adds to neither. */
export async function depositWrites(t: TestApp) {
  const [[rows], [answers]] = await Promise.all([
    t.db.select({ n: count() }).from(deposits),
    t.db.select({ n: count() }).from(idempotentRequests),
  ]);
  return { deposits: Number(rows?.n ?? 0), answers: Number(answers?.n ?? 0) };
}

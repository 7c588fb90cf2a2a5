import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import {
  depositWrites,
  issueDeposit,
  proofPart,
  uploadProof,
} from '../helpers/deposit-requests.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';

const LIMIT = 2;

let t: TestApp;
/** The same database and services, with uploads limited to LIMIT per user and route. */
let limited: TestApp;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  const app = await buildApp({
    ...t.deps,
    config: { ...t.deps.config, uploadRateLimitMax: LIMIT },
  });
  limited = { ...t, app };
  methodId = await insertPaymentMethod(t.db);
});
afterAll(async () => {
  await limited?.app.close();
  await t?.close();
});

const notAnImage = () => proofPart(Buffer.from('just some text'), 'image/png', 'notes.png');

function multipartPost(url: string, cookie: string, field: string) {
  const { payload, contentType } = multipart([
    { field, filename: 'photo.png', contentType: 'image/png', body: tinyPng() },
  ]);
  return limited.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_BASE_URL, cookie, 'content-type': contentType },
    payload,
  });
}

describe('upload rate limit', () => {
  it(`proofs: after ${LIMIT} uploads a user gets 429 and nothing is written; others go on`, async () => {
    const [payer, other] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const invoice = await issueDeposit(t, payer.cookie, { amount: '50', methodId });
    for (let sent = 0; sent < LIMIT; sent += 1) {
      // Refused uploads count too: the work of reading them was done.
      expectError(
        await uploadProof(limited, invoice.id, payer.cookie, [notAnImage()]),
        415,
        'UNSUPPORTED_FILE_TYPE',
      );
    }
    const before = await depositWrites(t);
    const refused = await uploadProof(limited, invoice.id, payer.cookie);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(refused.json().error.message).toBe('Too many attempts. Try again in 10 minutes.');
    expect(await depositWrites(t)).toEqual(before);

    // The count is the user's: another person, from the same address, is not held back.
    const theirs = await issueDeposit(t, other.cookie, { amount: '50', methodId });
    const accepted = await uploadProof(limited, theirs.id, other.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('KYC documents and avatars are limited the same way, each route on its own', async () => {
    const person = await verifiedUser(t);
    for (let sent = 0; sent < LIMIT; sent += 1) {
      // No fields: refused with 400, but counted.
      expect((await multipartPost('/api/kyc', person.cookie, 'front')).statusCode).toBe(400);
    }
    expectError(await multipartPost('/api/kyc', person.cookie, 'front'), 429, 'RATE_LIMITED');

    for (let sent = 0; sent < LIMIT; sent += 1) {
      const response = await multipartPost('/api/profile/avatar', person.cookie, 'avatar');
      expect(response.statusCode, response.body).toBe(200);
    }
    expectError(
      await multipartPost('/api/profile/avatar', person.cookie, 'avatar'),
      429,
      'RATE_LIMITED',
    );
  });
});

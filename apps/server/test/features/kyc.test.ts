import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { KYC_DOCUMENT_MAX_BYTES } from '@kapital/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, kycSubmissions, user } from '../../src/db/schema/index.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { mailsSince } from '../helpers/mail.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let storageDir: string;
let admin: TestUser;
let support: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  const { storage } = t.deps.config;
  if (storage.driver !== 'local') throw new Error('These tests count files on the local disk');
  storageDir = storage.dir;
  admin = await staffUser(t, 'admin');
  support = await staffUser(t, 'support');
});
afterAll(async () => {
  await t?.close();
});

/** A 2x2 baseline JPEG. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==',
  'base64',
);

/** A minimal one-page PDF. */
function tinyPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** The start of a Linux executable, named and typed as a PNG by the sender. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(64)]);

const VALID_FIELDS = {
  legalName: 'Ada King Lovelace',
  dateOfBirth: '1990-12-10',
  nationality: 'gb',
  address: '12 St James Square, London SW1Y 4JH',
  idType: 'national_id',
  idNumber: 'AB1234567',
};

type Files = Partial<Record<'front' | 'back' | 'selfie', Part | null>>;

const file = (field: string, body: Buffer, contentType = 'image/png', filename = 'doc.png') => ({
  field,
  body,
  contentType,
  filename,
});

function defaultFiles(): Files {
  return {
    front: file('front', tinyPng()),
    back: file('back', TINY_JPEG, 'image/jpeg', 'back.jpg'),
    selfie: file('selfie', tinyPdf(), 'application/pdf', 'selfie.pdf'),
  };
}

/** POST /api/kyc with the valid fields and files, each replaced by `fields` / `files`. */
function submit(
  cookie: string | undefined,
  fields: Record<string, string | null> = {},
  files: Files = {},
) {
  const text = { ...VALID_FIELDS, ...fields };
  const parts: Part[] = Object.entries(text).flatMap(([field, body]) =>
    body === null ? [] : [{ field, body }],
  );
  for (const part of Object.values({ ...defaultFiles(), ...files })) if (part) parts.push(part);
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/kyc',
    headers: { origin: TEST_BASE_URL, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function staffPost(cookie: string, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_BASE_URL, cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Every file in the storage folder, partial writes included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function submissionCount(userId?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(kycSubmissions)
    .where(userId ? eq(kycSubmissions.userId, userId) : undefined);
  return Number(row?.n ?? 0);
}

/** A fresh verified user with one pending submission (national ID: three documents). */
async function submitted(): Promise<{ person: TestUser; id: string }> {
  const person = await verifiedUser(t);
  const response = await submit(person.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return { person, id: response.json().submission.id };
}

describe('GET /api/kyc', () => {
  it('says none before any submission, and needs a session', async () => {
    const person = await verifiedUser(t);
    const response = await get(t, '/api/kyc', person.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'none', submission: null });
    expectError(await get(t, '/api/kyc'), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /api/kyc', () => {
  it('stores a national ID with PNG, JPEG and PDF documents and serves them to the owner', async () => {
    const person = await verifiedUser(t);
    const filesBefore = await storedFiles();
    const response = await submit(person.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.status).toBe('pending');
    expect(body.submission).toMatchObject({
      status: 'pending',
      legalName: 'Ada King Lovelace',
      dateOfBirth: '1990-12-10',
      nationality: 'GB',
      idType: 'national_id',
      idNumberLast4: '4567',
      documents: ['front', 'back', 'selfie'],
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(JSON.stringify(body)).not.toContain('AB1234567');
    const id = body.submission.id;
    expect(await storedFiles()).toEqual(
      [...filesBefore, `kyc/${id}/front.png`, `kyc/${id}/back.jpg`, `kyc/${id}/selfie.pdf`].sort(),
    );
    expect((await get(t, '/api/kyc', person.cookie)).json()).toEqual(body);

    const cases = [
      ['front', tinyPng(), 'image/png', 'inline; filename="kyc-front.png"'],
      ['back', TINY_JPEG, 'image/jpeg', 'inline; filename="kyc-back.jpg"'],
      ['selfie', tinyPdf(), 'application/pdf', 'attachment; filename="kyc-selfie.pdf"'],
    ] as const;
    for (const [side, bytes, type, disposition] of cases) {
      const served = await get(t, `/api/kyc/${id}/documents/${side}`, person.cookie);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(disposition);
      expect(served.headers['cache-control']).toBe('private, no-store');
      const csp = String(served.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain('script-src');
    }
  });

  it('accepts a passport without a back, and refuses one with a back', async () => {
    const withBack = await verifiedUser(t);
    const filesBefore = await storedFiles();
    const refused = await submit(withBack.cookie, { idType: 'passport' });
    const error = expectError(refused, 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toEqual(['back']);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await submissionCount(withBack.id)).toBe(0);

    const person = await verifiedUser(t);
    const response = await submit(person.cookie, { idType: 'passport' }, { back: null });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().submission.documents).toEqual(['front', 'selfie']);
    const id = response.json().submission.id;
    expectError(await get(t, `/api/kyc/${id}/documents/back`, person.cookie), 404, 'NOT_FOUND');
  });

  it('accepts a document exactly 5 MB large', async () => {
    const person = await verifiedUser(t);
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES - png.length)]);
    const response = await submit(person.cookie, {}, { front: file('front', exact) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('accepts a PDF sent with a wrong Content-Type, by its bytes', async () => {
    const person = await verifiedUser(t);
    const response = await submit(
      person.cookie,
      {},
      { front: file('front', tinyPdf(), 'image/png', 'scan.png') },
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().submission.id;
    const served = await get(t, `/api/kyc/${id}/documents/front`, person.cookie);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  describe('refusals store nothing', () => {
    let person: TestUser;

    beforeAll(async () => {
      person = await verifiedUser(t);
    });

    async function expectRefused(
      response: Awaited<ReturnType<typeof submit>>,
      status: number,
      code: string,
      field: string,
    ) {
      const error = expectError(response, status, code);
      expect(error.fields?.[field], JSON.stringify(error)).toBeTruthy();
      return error;
    }

    async function expectNothingStored(action: () => Promise<void>) {
      const filesBefore = await storedFiles();
      const rowsBefore = await submissionCount();
      await action();
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await submissionCount()).toBe(rowsBefore);
      expect(await submissionCount(person.id)).toBe(0);
    }

    it.each([
      ['legalName', { legalName: 'A' }],
      ['legalName', { legalName: null }],
      ['dateOfBirth', { dateOfBirth: '10/12/1990' }],
      ['dateOfBirth', { dateOfBirth: new Date().toISOString().slice(0, 10) }],
      ['nationality', { nationality: 'GBR' }],
      ['address', { address: 'short' }],
      ['idType', { idType: 'library_card' }],
      ['idNumber', { idNumber: 'AB 12' }],
      ['idNumber', { idNumber: null }],
    ])('refuses a bad %s with 400 naming it', async (field, fields) => {
      await expectNothingStored(async () => {
        const error = await expectRefused(
          await submit(person.cookie, fields),
          400,
          'VALIDATION_ERROR',
          field,
        );
        expect(Object.keys(error.fields ?? {})).toEqual([field]);
      });
    });

    it.each(['front', 'back', 'selfie'] as const)(
      'refuses a national ID without %s with 400 naming it',
      async (side) => {
        await expectNothingStored(async () => {
          const error = await expectRefused(
            await submit(person.cookie, {}, { [side]: null }),
            400,
            'VALIDATION_ERROR',
            side,
          );
          expect(Object.keys(error.fields ?? {})).toEqual([side]);
        });
      },
    );

    it('refuses an executable renamed .png with 415 naming the field', async () => {
      await expectNothingStored(async () => {
        const error = await expectRefused(
          await submit(person.cookie, {}, { back: file('back', ELF, 'image/png', 'id.png') }),
          415,
          'UNSUPPORTED_FILE_TYPE',
          'back',
        );
        expect(error.message).toContain('Use a JPEG, PNG, WebP or PDF file');
        expect(Object.keys(error.fields ?? {})).toEqual(['back']);
      });
    });

    it('refuses bytes that are not a PDF sent as application/pdf with 415', async () => {
      await expectNothingStored(async () => {
        await expectRefused(
          await submit(
            person.cookie,
            {},
            { selfie: file('selfie', Buffer.from('<html>hi</html>'), 'application/pdf', 'a.pdf') },
          ),
          415,
          'UNSUPPORTED_FILE_TYPE',
          'selfie',
        );
      });
    });

    it('refuses a 6 MB image with 413 naming the field', async () => {
      await expectNothingStored(async () => {
        const png = tinyPng();
        const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
        const error = await expectRefused(
          await submit(person.cookie, {}, { selfie: file('selfie', big) }),
          413,
          'FILE_TOO_LARGE',
          'selfie',
        );
        expect(error.message).toBe('Each document must be at most 5 MB');
      });
    });

    it('refuses a file in an unknown field, a body that is not multipart, and no session', async () => {
      await expectNothingStored(async () => {
        await expectRefused(
          await submit(person.cookie, {}, { front: file('passport', tinyPng()) }),
          400,
          'VALIDATION_ERROR',
          'passport',
        );
        const json = await t.app.inject({
          method: 'POST',
          url: '/api/kyc',
          headers: { origin: TEST_BASE_URL, cookie: person.cookie },
          payload: VALID_FIELDS,
        });
        expectError(json, 400, 'VALIDATION_ERROR');
        expectError(await submit(undefined), 401, 'UNAUTHENTICATED');
      });
    });
  });

  it('refuses a second submission while one is pending, storing nothing', async () => {
    const { person } = await submitted();
    const filesBefore = await storedFiles();
    expectError(await submit(person.cookie), 409, 'KYC_PENDING');
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await submissionCount(person.id)).toBe(1);
  });

  it('lets only one of two simultaneous submissions in, and keeps no files of the other', async () => {
    const person = await verifiedUser(t);
    const filesBefore = await storedFiles();
    const responses = await Promise.all([submit(person.cookie), submit(person.cookie)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await submissionCount(person.id)).toBe(1);
    expect((await storedFiles()).length).toBe(filesBefore.length + 3);
  });
});

describe('document access', () => {
  it('is 404 for another user, even guessing ids; staff can read; bad ids are 400', async () => {
    const { person, id } = await submitted();
    const stranger = await verifiedUser(t);
    for (const side of ['front', 'back', 'selfie']) {
      const url = `/api/kyc/${id}/documents/${side}`;
      const refused = expectError(await get(t, url, stranger.cookie), 404, 'NOT_FOUND');
      const missing = expectError(
        await get(t, `/api/kyc/${randomUUID()}/documents/${side}`, stranger.cookie),
        404,
        'NOT_FOUND',
      );
      expect(refused).toEqual(missing);
      expect((await get(t, url, person.cookie)).statusCode).toBe(200);
      expect((await get(t, url, support.cookie)).statusCode).toBe(200);
      expect((await get(t, url, admin.cookie)).statusCode).toBe(200);
      expectError(await get(t, url), 401, 'UNAUTHENTICATED');
    }
    expectError(
      await get(t, `/api/kyc/${id}/documents/passport`, person.cookie),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await get(t, '/api/kyc/..%2F..%2Fetc/documents/front', person.cookie),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('staff review', () => {
  it('is for admins only: 403 for users and support, decisions included', async () => {
    const { person, id } = await submitted();
    for (const someone of [person, support]) {
      expectError(await get(t, '/api/admin/kyc', someone.cookie), 403, 'FORBIDDEN');
      expectError(await get(t, `/api/admin/kyc/${id}`, someone.cookie), 403, 'FORBIDDEN');
      expectError(
        await staffPost(someone.cookie, `/api/admin/kyc/${id}/approve`),
        403,
        'FORBIDDEN',
      );
      expectError(
        await staffPost(someone.cookie, `/api/admin/kyc/${id}/reject`, { reason: 'Blurry photo' }),
        403,
        'FORBIDDEN',
      );
    }
    expectError(await get(t, '/api/admin/kyc'), 401, 'UNAUTHENTICATED');
    const [row] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    expect(row?.status).toBe('pending');
  });

  it('lists pending submissions oldest first, pages them and shows the detail', async () => {
    const first = await submitted();
    const second = await submitted();
    const all = await get(t, '/api/admin/kyc?status=pending&size=100', admin.cookie);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(all.json().total).toBe(ids.length);
    const [owner] = await t.db.select().from(user).where(eq(user.id, first.person.id));
    expect(all.json().items[ids.indexOf(first.id)]).toMatchObject({
      id: first.id,
      status: 'pending',
      userId: first.person.id,
      name: owner?.name,
      email: first.person.email,
      idType: 'national_id',
      reviewedAt: null,
    });

    const page = await get(t, '/api/admin/kyc?page=2&size=1', admin.cookie);
    expect(page.json()).toMatchObject({ page: 2, size: 1, items: [{ id: ids[1] }] });
    expectError(await get(t, '/api/admin/kyc?size=101', admin.cookie), 400, 'VALIDATION_ERROR');
    expectError(await get(t, '/api/admin/kyc?status=lost', admin.cookie), 400, 'VALIDATION_ERROR');

    const detail = await get(t, `/api/admin/kyc/${first.id}`, admin.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: first.id,
      status: 'pending',
      idNumber: 'AB1234567',
      email: first.person.email,
      documents: ['front', 'back', 'selfie'].map((side) => ({
        side,
        url: `/api/kyc/${first.id}/documents/${side}`,
      })),
    });
    expectError(await get(t, `/api/admin/kyc/${randomUUID()}`, admin.cookie), 404, 'NOT_FOUND');
    expectError(await get(t, '/api/admin/kyc/not-an-id', admin.cookie), 400, 'VALIDATION_ERROR');
  });

  it("a submission and a decision each tell the admins' consoles that the KYC queue moved", async () => {
    const queueEvents: DomainEvent[] = [];
    onTestFinished(
      t.deps.events.subscribe((event) => {
        if (event.type === 'queue') queueEvents.push(event);
      }),
    );
    const { id } = await submitted();
    expect(queueEvents).toEqual([{ type: 'queue', queue: 'kyc' }]);
    const response = await staffPost(admin.cookie, `/api/admin/kyc/${id}/reject`, {
      reason: 'The photo is blurred',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(queueEvents).toHaveLength(2);
    // A refused decision moved nothing and says nothing.
    expectError(
      await staffPost(admin.cookie, `/api/admin/kyc/${id}/approve`),
      409,
      'KYC_NOT_PENDING',
    );
    expect(queueEvents).toHaveLength(2);
  });

  it('approves: audited, mailed, shown to the user, and no further submission', async () => {
    const { person, id } = await submitted();
    const mails = t.mailer.sent.length;
    const response = await staffPost(admin.cookie, `/api/admin/kyc/${id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'approved', reviewedBy: admin.id });

    const status = (await get(t, '/api/kyc', person.cookie)).json();
    expect(status.status).toBe('approved');
    expect(status.submission.reviewedAt).not.toBeNull();

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'kyc'), eq(auditLog.targetId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      action: 'kyc.approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(audits[0]?.ip).toBeTruthy();

    const sent = await mailsSince(t, mails, 1);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [person.email, 'Your identity is verified'],
    ]);

    expectError(await submit(person.cookie), 409, 'KYC_APPROVED');
    expectError(
      await staffPost(admin.cookie, `/api/admin/kyc/${id}/approve`),
      409,
      'KYC_NOT_PENDING',
    );
    expectError(
      await staffPost(admin.cookie, `/api/admin/kyc/${randomUUID()}/approve`),
      404,
      'NOT_FOUND',
    );
    const decided = await get(t, '/api/admin/kyc?status=approved&size=100', admin.cookie);
    expect(decided.json().items.map((item: { id: string }) => item.id)).toContain(id);
  });

  it('rejects with a reason; the user sees it and can submit again', async () => {
    const { person, id } = await submitted();
    expectError(
      await staffPost(admin.cookie, `/api/admin/kyc/${id}/reject`, { reason: 'no' }),
      400,
      'VALIDATION_ERROR',
    );
    const mails = t.mailer.sent.length;
    const reason = 'The photo of the front is blurred';
    const response = await staffPost(admin.cookie, `/api/admin/kyc/${id}/reject`, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const status = (await get(t, '/api/kyc', person.cookie)).json();
    expect(status).toMatchObject({ status: 'rejected', submission: { rejectionReason: reason } });

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({
      action: 'kyc.reject',
      actorId: admin.id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    const sent = await mailsSince(t, mails, 1);
    expect(sent[0]?.to).toBe(person.email);
    expect(sent[0]?.subject).toBe('We could not verify your identity');
    expect(sent[0]?.text).toContain(reason);

    const again = await submit(person.cookie, { idType: 'passport' }, { back: null });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'pending',
      submission: { rejectionReason: null },
    });
    expect(again.json().submission.id).not.toBe(id);
    expect(await submissionCount(person.id)).toBe(2);
  });

  it('lets exactly one of a simultaneous approve and reject win', async () => {
    const { person, id } = await submitted();
    const mails = t.mailer.sent.length;
    const [approve, reject] = await Promise.all([
      staffPost(admin.cookie, `/api/admin/kyc/${id}/approve`),
      staffPost(admin.cookie, `/api/admin/kyc/${id}/reject`, { reason: 'Document expired' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const loser = approve.statusCode === 409 ? approve : reject;
    expectError(loser, 409, 'KYC_NOT_PENDING');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits).toHaveLength(1);
    const [row] = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
    expect(row?.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
    await mailsSince(t, mails, 1, person.email);
  });
});

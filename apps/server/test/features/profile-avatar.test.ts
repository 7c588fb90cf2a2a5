import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { user } from '../../src/db/schema/index.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { tinyPng } from '../helpers/image-fixtures.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import { registerUser as registerUnverified, type TestUser } from '../helpers/users.ts';

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  const { storage } = t.deps.config;
  if (storage.driver !== 'local') throw new Error('These tests count files on the local disk');
  storageDir = storage.dir;
});
afterAll(async () => {
  await t?.close();
});

/** A 2x2 baseline JPEG as Chromium's canvas encodes it (ICC profile removed). */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==',
  'base64',
);
/** A 1x1 lossless WebP (RIFF header, VP8L chunk). */
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function upload(
  cookie: string | undefined,
  body: Buffer,
  { filename = 'avatar.png', contentType = 'image/png', field = 'avatar' } = {},
) {
  return uploadParts(cookie, [{ field, filename, contentType, body }]);
}

function uploadParts(cookie: string | undefined, parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { origin: TEST_BASE_URL, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function removeAvatar(cookie?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/profile/avatar',
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
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

async function imageOf(id: string): Promise<string | null> {
  const [row] = await t.db.select({ image: user.image }).from(user).where(eq(user.id, id));
  return row?.image ?? null;
}

async function makeStaff(someone: TestUser, role: 'admin' | 'support') {
  await t.db.update(user).set({ role }).where(eq(user.id, someone.id));
}

const PHOTO_URL = /^\/api\/files\/avatars\/[0-9a-f]{32}\.(jpg|png|webp)$/;

describe('POST /api/profile/avatar', () => {
  it.each([
    ['PNG', tinyPng(), 'image/png', 'png'],
    ['JPEG', TINY_JPEG, 'image/jpeg', 'jpg'],
    ['WebP', TINY_WEBP, 'image/webp', 'webp'],
  ])(
    'stores a %s, shows it in /api/me and serves it to its owner',
    async (_name, bytes, type, ext) => {
      const someone = await verifiedUser(t);
      const before = await storedFiles();
      // The name and Content-Type the browser sends say nothing: the bytes decide.
      const response = await upload(someone.cookie, bytes, {
        filename: 'holiday.bin',
        contentType: 'application/octet-stream',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { photoURL } = response.json();
      expect(photoURL).toMatch(PHOTO_URL);
      expect(photoURL.endsWith(`.${ext}`)).toBe(true);
      expect(Object.keys(response.json())).toEqual(['photoURL']);

      const fileId = photoURL.split('/').at(-1);
      expect(await storedFiles()).toEqual([...before, `avatars/${fileId}`].sort());
      expect(await imageOf(someone.id)).toBe(photoURL);
      expect((await get(t, '/api/me', someone.cookie)).json().profile.photoURL).toBe(photoURL);

      const served = await get(t, photoURL, someone.cookie);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="avatar.${ext}"`);
      expect(served.headers['cache-control']).toBe('private, no-store');
      const csp = String(served.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toContain('script-src');
    },
  );

  it('accepts an image of exactly 2 MB', async () => {
    const someone = await verifiedUser(t);
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)]);
    const response = await upload(someone.cookie, exact);
    expect(response.statusCode, response.body).toBe(200);
    const served = await get(t, response.json().photoURL, someone.cookie);
    expect(served.rawPayload.length).toBe(AVATAR_MAX_BYTES);
  });

  describe('refusals store nothing and leave the profile as it was', () => {
    let someone: TestUser;
    let keptPhoto: string;

    beforeAll(async () => {
      someone = await verifiedUser(t);
      const first = await upload(someone.cookie, tinyPng());
      expect(first.statusCode, first.body).toBe(200);
      keptPhoto = first.json().photoURL;
    });

    async function expectRefused(
      response: Awaited<ReturnType<typeof upload>>,
      status: number,
      code: string,
      filesBefore: string[],
    ) {
      const error = expectError(response, status, code);
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await imageOf(someone.id)).toBe(keptPhoto);
      return error;
    }

    it('an image of 2 MB + 1 byte: 413 "The image is larger than 2 MB"', async () => {
      const before = await storedFiles();
      const png = tinyPng();
      const tooLarge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
      const error = await expectRefused(
        await upload(someone.cookie, tooLarge),
        413,
        'FILE_TOO_LARGE',
        before,
      );
      expect(error.message).toBe('The image is larger than 2 MB');
      expect(error.fields).toEqual({ avatar: 'The image is larger than 2 MB' });
    });

    it.each([
      ['an ELF executable', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...randomBytes(200)])],
      ['a Windows MZ executable', Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(200)])],
      ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')],
      [
        'a GIF',
        Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;', 'latin1'),
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ])('%s named avatar.png and sent as image/png: 415', async (_name, bytes) => {
      const before = await storedFiles();
      const error = await expectRefused(
        await upload(someone.cookie, bytes, { filename: 'avatar.png', contentType: 'image/png' }),
        415,
        'UNSUPPORTED_FILE_TYPE',
        before,
      );
      expect(error.message).toBe('Use a JPEG, PNG or WebP image');
    });

    it('no file at all, only a text field: 400 FILE_REQUIRED', async () => {
      const before = await storedFiles();
      await expectRefused(
        await uploadParts(someone.cookie, [{ field: 'note', body: 'hello' }]),
        400,
        'FILE_REQUIRED',
        before,
      );
    });

    it('an empty file, as an empty file input sends: 400 FILE_REQUIRED, like the other uploads', async () => {
      const before = await storedFiles();
      await expectRefused(
        await upload(someone.cookie, Buffer.alloc(0), {
          filename: 'avatar.png',
          contentType: 'image/png',
        }),
        400,
        'FILE_REQUIRED',
        before,
      );
    });

    it('an empty multipart body: 400 FILE_REQUIRED', async () => {
      const before = await storedFiles();
      await expectRefused(await uploadParts(someone.cookie, []), 400, 'FILE_REQUIRED', before);
    });

    it('the image in another field: 400 FILE_REQUIRED', async () => {
      const before = await storedFiles();
      await expectRefused(
        await upload(someone.cookie, tinyPng(), { field: 'photo' }),
        400,
        'FILE_REQUIRED',
        before,
      );
    });

    it('two files: 400, neither stored', async () => {
      const before = await storedFiles();
      const response = await uploadParts(someone.cookie, [
        { field: 'avatar', filename: 'a.png', contentType: 'image/png', body: tinyPng() },
        { field: 'avatar', filename: 'b.png', contentType: 'image/png', body: tinyPng() },
      ]);
      await expectRefused(response, 400, 'FILE_REQUIRED', before);
    });

    it('a JSON body instead of multipart: 400 FILE_REQUIRED', async () => {
      const before = await storedFiles();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { origin: TEST_BASE_URL, cookie: someone.cookie },
        payload: { avatar: tinyPng().toString('base64') },
      });
      await expectRefused(response, 400, 'FILE_REQUIRED', before);
    });

    it('a multipart body cut off in the middle of the file: 400', async () => {
      const before = await storedFiles();
      const { payload, contentType } = multipart([
        { field: 'avatar', filename: 'a.png', contentType: 'image/png', body: tinyPng() },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { origin: TEST_BASE_URL, cookie: someone.cookie, 'content-type': contentType },
        payload: payload.subarray(0, payload.length - 60),
      });
      await expectRefused(response, 400, 'FILE_REQUIRED', before);
    });

    it('without a session: 401; unverified: 403', async () => {
      const before = await storedFiles();
      expectError(await upload(undefined, tinyPng()), 401, 'UNAUTHENTICATED');
      const unverified = await registerUnverified(t);
      expectError(await upload(unverified.cookie, tinyPng()), 403, 'EMAIL_NOT_VERIFIED');
      expect(await storedFiles()).toEqual(before);
      expect(await imageOf(unverified.id)).toBeNull();
    });
  });

  it('a new avatar replaces the old one, whose file is deleted and address dead', async () => {
    const someone = await verifiedUser(t);
    const first = (await upload(someone.cookie, tinyPng())).json().photoURL;
    const firstId = first.split('/').at(-1);
    expect(await storedFiles()).toContain(`avatars/${firstId}`);

    const second = await upload(someone.cookie, TINY_JPEG);
    expect(second.statusCode, second.body).toBe(200);
    const secondURL = second.json().photoURL;
    expect(secondURL).not.toBe(first);
    const files = await storedFiles();
    expect(files).not.toContain(`avatars/${firstId}`);
    expect(files).toContain(`avatars/${secondURL.split('/').at(-1)}`);
    expectError(await get(t, first, someone.cookie), 404, 'NOT_FOUND');
    expect((await get(t, secondURL, someone.cookie)).statusCode).toBe(200);
  });

  it('a storage that fails to delete the old file still answers 200 with the new avatar', async () => {
    const failingDelete: Storage = {
      ...t.deps.storage,
      delete: async () => {
        throw new Error('bucket unreachable');
      },
    };
    const app = await buildApp({ ...t.deps, storage: failingDelete });
    onTestFinished(() => app.close());
    const someone = await verifiedUser(t);
    await upload(someone.cookie, tinyPng());
    const { payload, contentType } = multipart([
      { field: 'avatar', filename: 'a.jpg', contentType: 'image/jpeg', body: TINY_JPEG },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: TEST_BASE_URL, cookie: someone.cookie, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await imageOf(someone.id)).toBe(response.json().photoURL);
  });

  it('a photo address this server did not issue is replaced without touching any file', async () => {
    const someone = await verifiedUser(t);
    await t.db
      .update(user)
      .set({ image: 'https://example.com/avatars/x.png' })
      .where(eq(user.id, someone.id));
    const before = await storedFiles();
    const response = await upload(someone.cookie, tinyPng());
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });
});

describe('DELETE /api/profile/avatar', () => {
  it('clears photoURL and deletes the file', async () => {
    const someone = await verifiedUser(t);
    const photoURL = (await upload(someone.cookie, TINY_WEBP)).json().photoURL;
    const response = await removeAvatar(someone.cookie);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await imageOf(someone.id)).toBeNull();
    expect((await get(t, '/api/me', someone.cookie)).json().profile.photoURL).toBeNull();
    expect(await storedFiles()).not.toContain(`avatars/${photoURL.split('/').at(-1)}`);
    expectError(await get(t, photoURL, someone.cookie), 404, 'NOT_FOUND');
  });

  it('without an avatar: 204 all the same', async () => {
    const someone = await verifiedUser(t);
    expect((await removeAvatar(someone.cookie)).statusCode).toBe(204);
  });

  it('without a session: 401', async () => {
    expectError(await removeAvatar(), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/files/avatars/:fileId', () => {
  let owner: TestUser;
  let photoURL: string;

  beforeAll(async () => {
    owner = await verifiedUser(t);
    photoURL = (await upload(owner.cookie, tinyPng())).json().photoURL;
  });

  it('another user gets 404, as for an address that does not exist', async () => {
    const stranger = await verifiedUser(t);
    const refused = expectError(await get(t, photoURL, stranger.cookie), 404, 'NOT_FOUND');
    const unknown = expectError(
      await get(t, `/api/files/avatars/${'0'.repeat(32)}.png`, stranger.cookie),
      404,
      'NOT_FOUND',
    );
    expect(refused).toEqual(unknown);
  });

  it('without a session: 401; an unverified user: 403', async () => {
    expectError(await get(t, photoURL), 401, 'UNAUTHENTICATED');
    const unverified = await registerUnverified(t);
    expectError(await get(t, photoURL, unverified.cookie), 403, 'EMAIL_NOT_VERIFIED');
  });

  it.each(['support', 'admin'] as const)('a %s user sees it', async (role) => {
    const staff = await verifiedUser(t);
    await makeStaff(staff, role);
    const response = await get(t, photoURL, staff.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('staff get 404 for a file no profile points at', async () => {
    const staff = await verifiedUser(t);
    await makeStaff(staff, 'support');
    const someone = await verifiedUser(t);
    const old = (await upload(someone.cookie, tinyPng())).json().photoURL;
    await upload(someone.cookie, TINY_JPEG);
    expectError(await get(t, old, staff.cookie), 404, 'NOT_FOUND');
  });

  it.each([
    'abc',
    `${'0'.repeat(32)}`,
    `${'0'.repeat(32)}.gif`,
    `${'0'.repeat(32)}.PNG`,
    `${'A'.repeat(32)}.png`,
    `${'0'.repeat(31)}.png`,
    '..%2F..%2Fauth-secret',
    '..%2Fpglite%2Fx.png',
    `${'0'.repeat(32)}.png%00.png`,
  ])('refuses the malformed id %j with 400', async (fileId) => {
    const response = await get(t, `/api/files/avatars/${fileId}`, owner.cookie);
    expectError(response, 400, 'VALIDATION_ERROR');
  });

  it('a path that climbs out of the folder never reaches a file', async () => {
    for (const url of ['/api/files/avatars/../../auth-secret', '/api/files/../pglite']) {
      const response = await get(t, url, owner.cookie);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

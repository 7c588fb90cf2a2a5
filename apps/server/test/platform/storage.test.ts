import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../../src/platform/storage/detect-image-type.ts';
import { createLocalStorage } from '../../src/platform/storage/local-storage.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kapital-storage-test-'));
  storage = createLocalStorage(path.join(root, 'files'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of the image'),
]);

describe('local storage', () => {
  it('keeps, reads and deletes a file under its key, readable by the owner only', async () => {
    await storage.put('avatars/abc123.png', PNG_BYTES, 'image/png');
    expect(await filesUnder(root)).toEqual(['files/avatars/abc123.png']);
    const info = await stat(path.join(root, 'files/avatars/abc123.png'));
    expect(info.mode & 0o777).toBe(0o600);

    const file = await storage.get('avatars/abc123.png');
    expect(file).toEqual({ body: PNG_BYTES, contentType: 'image/png', size: PNG_BYTES.length });

    await storage.delete('avatars/abc123.png');
    expect(await storage.get('avatars/abc123.png')).toBeNull();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('reads a missing key as null and deletes it without complaint', async () => {
    expect(await storage.get('avatars/missing.jpg')).toBeNull();
    await expect(storage.delete('avatars/missing.jpg')).resolves.toBeUndefined();
  });

  it('overwrites a key whole', async () => {
    await storage.put('avatars/same.png', PNG_BYTES, 'image/png');
    const second = Buffer.concat([PNG_BYTES, Buffer.from('more')]);
    await storage.put('avatars/same.png', second, 'image/png');
    expect((await storage.get('avatars/same.png'))?.body).toEqual(second);
    await storage.delete('avatars/same.png');
  });

  it.each([
    '../outside.png',
    'avatars/../../outside.png',
    '/etc/passwd.png',
    'avatars//x.png',
    'avatars/.hidden.png',
    'avatars/x.png/',
    'Avatars/X.PNG',
    'avatars\\x.png',
    'avatars/x',
    '',
  ])('refuses the key %j and writes nothing', async (key) => {
    await expect(storage.put(key, PNG_BYTES, 'image/png')).rejects.toThrow();
    await expect(storage.get(key)).rejects.toThrow();
    await expect(storage.delete(key)).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a content type its key cannot hold, and an unknown extension', async () => {
    await expect(storage.put('avatars/x.png', PNG_BYTES, 'image/jpeg')).rejects.toThrow();
    await expect(storage.put('avatars/x.exe', PNG_BYTES, 'image/png')).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('detectImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.extension).toBe('jpg');
    expect(detectImageType(PNG_BYTES)).toEqual({ contentType: 'image/png', extension: 'png' });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8L')]);
    expect(detectImageType(webp)).toEqual({ contentType: 'image/webp', extension: 'webp' });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', PNG_BYTES.subarray(0, 7)],
    ['ELF', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['MZ', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    [
      'RIFF that is not WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage.ts';

/** The disk keeps no metadata beside a file, so its extension is its type. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Files under one directory on the local disk, readable by the server's user only. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function locate(key: string): { file: string; contentType: string } {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('Storage key escapes the root');
    const contentType = CONTENT_TYPES[path.extname(file).slice(1)];
    if (!contentType) throw new Error(`No known content type for ${key}`);
    return { file, contentType };
  }

  return {
    async put(key, body, contentType) {
      const target = locate(key);
      if (target.contentType !== contentType) {
        throw new Error(`${key} cannot hold ${contentType}`);
      }
      await mkdir(path.dirname(target.file), { recursive: true, mode: 0o700 });
      // Written beside the target and renamed: a reader never sees half a file, and a failed
      // write leaves nothing under the key.
      const partial = `${target.file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
        await rename(partial, target.file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const { file, contentType } = locate(key);
      try {
        const body = await readFile(file);
        return { body, contentType, size: body.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(locate(key).file, { force: true });
    },
  };
}

export interface StoredFile {
  /** Files are capped at a few megabytes, so a buffer is simpler than a stream to check and send. */
  body: Buffer;
  contentType: string;
  size: number;
}

/** Where uploaded files live. Keys are made by the server (`avatars/<id>.png`), never by clients. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case segments and one extension: no `..`, no absolute path, no hidden file. */
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/;

/** Keys come from the server, but a bad one must never reach the disk or a bucket. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 200) {
    throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
  }
}

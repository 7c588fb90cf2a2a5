/** The seed's limit for fetching a lazily loaded screen. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadFailure = 'missing' | 'timeout' | 'other';

/** A lazily loaded screen could not be loaded; named and worded as the seed's errors are. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadFailure;

  constructor(chunkId: string, type: ChunkLoadFailure, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${detail})`, { cause });
    this.type = type;
  }
}

// What browsers say when a module script cannot be fetched (Chromium, Firefox, Safari).
const MISSING_MODULE_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function chunkFailureType(error: unknown): Exclude<ChunkLoadFailure, 'timeout'> {
  const message = error instanceof Error ? error.message : '';
  return MISSING_MODULE_MESSAGES.some((known) => message.includes(known)) ? 'missing' : 'other';
}

/** Runs a dynamic import, failing with a ChunkLoadError when it fails or takes too long. */
export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunkId, 'timeout', new Error(`no answer after ${timeoutMs} ms`)));
    }, timeoutMs);
    load()
      .then(resolve, (error: unknown) => {
        reject(new ChunkLoadError(chunkId, chunkFailureType(error), error));
      })
      .finally(() => clearTimeout(timer));
  });
}

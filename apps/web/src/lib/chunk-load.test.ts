import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  chunkFailureType,
  loadChunk,
} from './chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('login', async () => ({ Component: 'x' }))).resolves.toEqual({
      Component: 'x',
    });
  });

  it('reports a module the server no longer has as missing', async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/login-abc.js',
    );
    const error = await loadChunk('login', () => Promise.reject(failure)).catch((e) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.type).toBe('missing');
    expect(error.cause).toBe(failure);
    expect(error.message).toBe(
      'Loading chunk login failed.\n(missing: Failed to fetch dynamically imported module: http://localhost/assets/login-abc.js)',
    );
  });

  it('gives up after 120000 ms with a timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('dashboard', () => new Promise<never>(() => {})).catch((e) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.type).toBe('timeout');
    expect(error.message).toMatch(/^Loading chunk dashboard failed\.\n\(timeout: /);
  });

  it('does not time out once the module has arrived', async () => {
    vi.useFakeTimers();
    const loaded = loadChunk('app', async () => 'module');
    await expect(loaded).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('chunkFailureType', () => {
  it('knows the missing-module wording of each browser engine', () => {
    expect(chunkFailureType(new TypeError('error loading dynamically imported module'))).toBe(
      'missing',
    );
    expect(chunkFailureType(new TypeError('Importing a module script failed.'))).toBe('missing');
  });

  it('calls anything else other', () => {
    expect(chunkFailureType(new SyntaxError('Unexpected token'))).toBe('other');
    expect(chunkFailureType('weird')).toBe('other');
  });
});

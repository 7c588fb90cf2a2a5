import { ERROR_CODES } from '@kapital/shared/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, apiDownload } from './api-client.ts';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';

function respondWith(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('posts JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    await expect(api.post('/api/auth/sign-in/email', { email: 'a@b.co' })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-in/email',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('returns null for a literal null body (get-session when signed out)', async () => {
    respondWith(200, 'null');
    await expect(api.get('/api/auth/get-session')).resolves.toBeNull();
  });

  it('throws the server error body as an ApiError', async () => {
    respondWith(
      400,
      JSON.stringify({
        error: {
          code: ERROR_CODES.validation,
          message: 'Check the form',
          fields: { password: 'Use at least 10 characters' },
        },
      }),
    );
    const error = await api.post('/api/account/register', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { password: 'Use at least 10 characters' },
    });
  });

  it('turns an empty error answer into an ApiError too', async () => {
    respondWith(503, '');
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 503, code: 'INTERNAL_ERROR' });
  });

  it('reports a transport failure as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/me')).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
    });
  });

  it('rejects a success answer that does not match the expected schema', async () => {
    respondWith(200, '{"valid":"yes"}');
    await expect(
      api.get('/api/account/referral-codes/abc', { schema: z.object({ valid: z.boolean() }) }),
    ).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.unexpectedResponse });
  });
});

describe('apiDownload', () => {
  it('returns the file, and throws an ApiError for a refusal', async () => {
    respondWith(200, 'PDF');
    await expect((await apiDownload('/api/kyc/1/documents/front')).text()).resolves.toBe('PDF');
    respondWith(404, '{"error":{"code":"NOT_FOUND","message":"No such file"}}');
    await expect(apiDownload('/api/kyc/1/documents/front')).rejects.toMatchObject({
      status: 404,
      message: 'No such file',
    });
  });
});

describe('one HTTP client', () => {
  it('no module but api-client.ts calls fetch()', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const callers = Object.entries(sources)
      .filter(([, text]) =>
        /(^|[^.\w])fetch\(/m.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
      )
      .map(([file]) => file);
    expect(callers).toEqual(['./api-client.ts']);
  });
});

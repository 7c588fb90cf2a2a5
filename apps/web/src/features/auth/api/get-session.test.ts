import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_CODES } from '@/lib/api-error.ts';
import { getSession } from './get-session.ts';

function respondWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getSession', () => {
  it('is null when nobody is signed in', async () => {
    respondWith(null);
    await expect(getSession()).resolves.toBeNull();
  });

  it('keeps only the user fields the app relies on', async () => {
    respondWith({
      session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' },
      user: { id: 'u1', email: 'a@b.co', emailVerified: false, name: 'A' },
    });
    await expect(getSession()).resolves.toEqual({
      user: { id: 'u1', email: 'a@b.co', emailVerified: false },
    });
  });

  it.each([
    { user: { id: 'u1', email: 'a@b.co' } },
    { user: { id: 1, email: 'a@b.co', emailVerified: true } },
    { user: null },
    {},
    'signed in',
  ])('refuses an answer of another shape: %j', async (body) => {
    respondWith(body);
    await expect(getSession()).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.unexpectedResponse,
    });
  });
});

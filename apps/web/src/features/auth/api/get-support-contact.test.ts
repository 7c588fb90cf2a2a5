import { supportContactResponse } from '@kapital/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_CODES } from '@/lib/api-error.ts';
import { getSupportContact, supportContactCheck } from './get-support-contact.ts';

function respondWith(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getSupportContact', () => {
  it("asks for support's address", async () => {
    const fetchMock = respondWith({ email: 'support@kapital.example' });
    await expect(getSupportContact()).resolves.toEqual({ email: 'support@kapital.example' });
    expect(fetchMock).toHaveBeenCalledWith('/api/support/contact', expect.anything());
  });

  it('refuses an answer of another shape', async () => {
    respondWith({ address: 'support@kapital.example' });
    await expect(getSupportContact()).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.unexpectedResponse,
    });
  });

  it('passes a rate limit on as an API error', async () => {
    respondWith({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, 429);
    await expect(getSupportContact()).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});

describe('supportContactCheck', () => {
  const bodies: unknown[] = [
    { email: 'support@kapital.example' },
    { email: 'support@kapital.example', extra: 1 },
    { email: '' },
    { email: 42 },
    { email: null },
    {},
    [],
    null,
    'support@kapital.example',
    undefined,
  ];

  it.each(bodies)('accepts %j exactly when supportContactResponse does', (body) => {
    const expected = supportContactResponse.safeParse(body);
    const actual = supportContactCheck.safeParse(body);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
  });
});

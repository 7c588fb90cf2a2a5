import type { LightMyRequestResponse } from 'fastify';
import { TEST_BASE_URL, type TestApp } from './build.ts';

/** What a desktop Chrome on Windows sends. */
export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/**
 * One browser against a test app: it keeps the cookies the app sets (and drops the ones it
 * expires), sends them back with its own origin and user agent, as a real one would. Each
 * browser is a separate cookie jar, so two of them are two devices.
 */
export interface TestBrowser {
  /** The Cookie header it sends now. */
  cookie(): string;
  /** Whether it holds a cookie whose name contains `part` (e.g. 'trust_device'). */
  has(part: string): boolean;
  get(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export interface BrowserOptions {
  userAgent?: string;
  /** The address it connects from. */
  remoteAddress?: string;
}

export function testBrowser(
  { app }: Pick<TestApp, 'app'>,
  { userAgent = CHROME_ON_WINDOWS, remoteAddress = '127.0.0.1' }: BrowserOptions = {},
): TestBrowser {
  const jar = new Map<string, string>();

  function keep(response: LightMyRequestResponse): LightMyRequestResponse {
    const raw = response.headers['set-cookie'];
    const cookies = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    for (const cookie of cookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => ({ origin: TEST_BASE_URL, 'user-agent': userAgent, cookie: cookie() });

  return {
    cookie,
    has: (part) => [...jar.keys()].some((name) => name.includes(part)),
    get: async (url) =>
      keep(await app.inject({ method: 'GET', url, remoteAddress, headers: headers() })),
    post: async (url, payload = {}, extra = {}) =>
      keep(
        await app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { ...headers(), ...extra },
          payload: payload as Record<string, unknown>,
        }),
      ),
    delete: async (url) =>
      keep(await app.inject({ method: 'DELETE', url, remoteAddress, headers: headers() })),
  };
}

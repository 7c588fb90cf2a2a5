import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { registrationFor } from '../helpers/users.ts';

const LOCALHOST = 'http://localhost:3000';
const LOOPBACK_IP = 'http://127.0.0.1:3000';

/** The origin and host headers of a browser that opened `origin`. */
const browserAt = (origin: string) => ({ origin, host: new URL(origin).host });

describe('without BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As a newcomer runs it: no BASE_URL, the default port.
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) });
    t = await build(
      {
        baseUrl: config.baseUrl,
        trustedOrigins: config.trustedOrigins,
        loopbackOrigins: config.loopbackOrigins,
      },
      { autoClose: false },
    );
  });
  afterAll(() => t?.close());

  const lastMailTo = (email: string) =>
    t.mailer.sent.filter((mail) => mail.to === email).at(-1)?.actionUrl ?? '';

  it.each([LOCALHOST, LOOPBACK_IP])(
    'a person at %s signs in, and their mail links lead back there',
    async (origin) => {
      const body = registrationFor();
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: browserAt(origin),
        payload: body,
      });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(new URL(lastMailTo(body.email)).origin).toBe(origin);

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: browserAt(origin),
        payload: { email: body.email, password: body.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: browserAt(origin),
        payload: { email: body.email, redirectTo: '/reset-password' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const link = new URL(lastMailTo(body.email));
      expect(link.origin).toBe(origin);
      expect(link.pathname).toBe('/reset-password');
    },
  );

  it('a request naming another host gets links to http://localhost:3000', async () => {
    const someone = await verifiedUser(t);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: LOCALHOST, host: 'evil.example' },
      payload: { email: someone.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(new URL(lastMailTo(someone.email)).origin).toBe(LOCALHOST);
  });
});

describe('with BASE_URL set', () => {
  it('a sign-in from another address is refused with the address to open', async () => {
    const t = await build({
      baseUrl: 'https://kapital.example',
      // The test's own helpers sign up from localhost; the browser below is at 127.0.0.1.
      trustedOrigins: ['https://kapital.example', LOCALHOST],
      loopbackOrigins: [],
    });
    const someone = await verifiedUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...browserAt(LOOPBACK_IP), cookie: 'kapital-theme=dark' },
      payload: { email: someone.email, password: someone.password },
    });
    const error = expectError(response, 403, 'FOREIGN_ORIGIN');
    expect(error.message).toContain('Open Kapital at https://kapital.example');
  });
});

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ACCOUNT_CEILING_FACTOR } from '../../src/features/auth/sign-in-limits.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { cookieOf } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

/** This file's database and services behind an app whose limit is `max`, with fresh counters. */
async function limitedApp(max: number) {
  const app = await buildApp({ ...t.deps, config: { ...t.deps.config, authRateLimitMax: max } });
  onTestFinished(() => app.close());
  return (
    remoteAddress: string,
    email: string,
    password: string,
    cookie = '',
    url = '/api/auth/sign-in/email',
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
}

/** Only the device cookie of a response: what a browser keeps after the session is gone. */
function deviceCookieOf(headers: Record<string, unknown>): string {
  const device = cookieOf(headers)
    .split('; ')
    .find((pair) => pair.startsWith('kapital-device='));
  if (!device) throw new Error('No device cookie was set');
  return device;
}

const WRONG = 'wrong-password-1';

describe('device cookie', () => {
  it('registration and every sign-in set it HttpOnly, SameSite=Lax and long-lived, one device id', async () => {
    const signIn = await limitedApp(20);
    const owner = await verifiedUser(t);
    const registered = deviceCookieOf({ 'set-cookie': owner.cookie.split('; ') });
    const answer = await signIn('192.0.2.1', owner.email, owner.password, registered);
    const header = [answer.headers['set-cookie']].flat().find((c) => c?.startsWith('kapital-'));
    expect(header).toMatch(/; Max-Age=\d{8}/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    // The same browser keeps its device id: the cookie is renewed, not replaced.
    expect(deviceCookieOf(answer.headers)).toBe(registered);
  });
});

describe('sign-in limits', () => {
  it('twenty failures from one address refuse that address, not the owner elsewhere or in a known browser', async () => {
    const signIn = await limitedApp(20);
    const owner = await verifiedUser(t);
    // The owner signed in from their laptop once: it carries a device cookie.
    const laptop = deviceCookieOf(
      (await signIn('192.0.2.10', owner.email, owner.password)).headers,
    );

    const attacker = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(attacker, owner.email, WRONG)).statusCode).toBe(401);
    }
    expectError(await signIn(attacker, owner.email, owner.password), 429, 'RATE_LIMITED');

    const fromElsewhere = await signIn('198.51.100.20', owner.email, owner.password);
    expect(fromElsewhere.statusCode, fromElsewhere.body).toBe(200);
    // Even behind the attacker's address (one office, one NAT), the known browser signs in.
    const knownBrowser = await signIn(attacker, owner.email, owner.password, laptop);
    expect(knownBrowser.statusCode, knownBrowser.body).toBe(200);
  });

  it('a distributed guess stays bounded: unknown browsers wait, a known browser does not', async () => {
    const max = 3;
    const signIn = await limitedApp(max);
    const owner = await verifiedUser(t);
    const laptop = deviceCookieOf(
      (await signIn('192.0.2.10', owner.email, owner.password)).headers,
    );

    for (let address = 0; address < ACCOUNT_CEILING_FACTOR; address += 1) {
      for (let i = 0; i < max; i += 1) {
        const failed = await signIn(`198.51.100.${address}`, owner.email, WRONG);
        expect(failed.statusCode, failed.body).toBe(401);
      }
    }
    // The guesser cannot tell whether a password was right: a fresh address waits, whatever.
    const refused = await signIn('198.51.100.200', owner.email, owner.password);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expectError(await signIn('198.51.100.201', owner.email, WRONG), 429, 'RATE_LIMITED');

    expect((await signIn('198.51.100.200', owner.email, owner.password, laptop)).statusCode).toBe(
      200,
    );
    const other = await verifiedUser(t);
    expect((await signIn('198.51.100.200', other.email, other.password)).statusCode).toBe(200);
  });

  it('a known browser has a bound of its own: a stolen laptop cannot guess forever', async () => {
    const max = 3;
    const signIn = await limitedApp(max);
    const owner = await verifiedUser(t);
    const laptop = deviceCookieOf(
      (await signIn('192.0.2.10', owner.email, owner.password)).headers,
    );
    for (let i = 0; i < max; i += 1) {
      expect((await signIn(`192.0.2.${20 + i}`, owner.email, WRONG, laptop)).statusCode).toBe(401);
    }
    expectError(
      await signIn('192.0.2.30', owner.email, owner.password, laptop),
      429,
      'RATE_LIMITED',
    );
    // Its failures were its own: another browser of the owner is not held back by them.
    expect((await signIn('192.0.2.31', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('a device cookie vouches only for its own account, and a forged one for none', async () => {
    const max = 3;
    const signIn = await limitedApp(max);
    const owner = await verifiedUser(t);
    const attacker = await verifiedUser(t);
    const attackersBrowser = deviceCookieOf(
      (await signIn('203.0.113.9', attacker.email, attacker.password)).headers,
    );
    const [, ownId = '', deviceId = '', mac = ''] =
      /^kapital-device=([^.]+)\.([^.]+)\.(.+)$/.exec(attackersBrowser) ?? [];
    expect(ownId).toBe(attacker.id);
    const forged = `kapital-device=${owner.id}.${deviceId}.${mac}`;

    for (let i = 0; i < max; i += 1) {
      expect((await signIn('203.0.113.9', owner.email, WRONG)).statusCode).toBe(401);
    }
    for (const cookie of [attackersBrowser, forged]) {
      expectError(await signIn('203.0.113.9', owner.email, WRONG, cookie), 429, 'RATE_LIMITED');
    }
  });

  it('counts failures, not successes: a busy shared address signs its people in', async () => {
    const max = 3;
    const signIn = await limitedApp(max);
    const owner = await verifiedUser(t);
    for (let i = 0; i < max * 2; i += 1) {
      const ok = await signIn('192.0.2.50', owner.email, owner.password);
      expect(ok.statusCode, `${i} ${ok.body}`).toBe(200);
    }
    expect((await signIn('192.0.2.50', owner.email, WRONG)).statusCode).toBe(401);
  });

  it('concurrent guesses cannot slip past the count', async () => {
    const max = 3;
    const signIn = await limitedApp(max);
    const owner = await verifiedUser(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn('203.0.113.60', owner.email, WRONG)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(max).fill(401), ...Array(10 - max).fill(429)]);
  });

  it('a sign-in spelled with dot segments is counted as a sign-in', async () => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, authRateLimitMax: 3 } });
    onTestFinished(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // A raw request: fetch and inject would resolve the dot segments before sending.
    const post = (path: string, email: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email, password: WRONG });
        const headers = { origin: TEST_BASE_URL, 'content-type': 'application/json' };
        request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end(body);
      });
    for (let i = 0; i < 3; i += 1) {
      expect(await post('/api/auth/sign-in/email', `nobody-${i}@example.com`)).toBe(401);
    }
    expect(await post('/api/auth/./sign-in/email', 'nobody-x@example.com')).toBe(429);
  });
});

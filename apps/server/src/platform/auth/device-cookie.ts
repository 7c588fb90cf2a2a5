import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import type { Config } from '../../config.ts';

/** A browser that signed in to `userId` before, as its signed device cookie says. */
export interface KnownDevice {
  /** Stays the same for the browser's life, whoever signs in there. */
  deviceId: string;
  /** The account it signed in to last: the only one the cookie vouches for. */
  userId: string;
}

export interface DeviceCookie {
  name: string;
  /** The browser's device from a Cookie header, or null when it has none or it is not genuine. */
  read(cookieHeader: string | null | undefined): KnownDevice | null;
  /**
   * The cookie to set after `userId` signed in: the browser's device id kept (a new one for a
   * new browser), now vouching for `userId`.
   */
  issue(
    userId: string,
    current: KnownDevice | null,
  ): { name: string; value: string; attributes: DeviceCookieAttributes };
}

interface DeviceCookieAttributes {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** The longest lifetime browsers accept (Chrome caps cookies at 400 days); renewed per sign-in. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The one signed cookie by which Kapital knows a browser again (ARCHITECTURE.md, "Devices,
 * sessions and the second step"). It is issued on every sign-in and read by whatever needs to
 * know whether a browser is the account owner's: sign-in limits today, later the new-device mail
 * and "trust this browser". Its value is `userId.deviceId.mac`, the mac an HMAC-SHA256 under a
 * key derived from AUTH_SECRET: a browser cannot make one up or move one to another account.
 */
export function createDeviceCookie(config: Pick<Config, 'authSecret' | 'baseUrl'>): DeviceCookie {
  const secure = config.baseUrl.startsWith('https://');
  // __Host-: the browser takes it only over HTTPS, for this host alone, with Path=/.
  const name = secure ? '__Host-kapital-device' : 'kapital-device';
  const key = Buffer.from(hkdfSync('sha256', config.authSecret, '', 'kapital device cookie', 32));
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    name,
    read(cookieHeader) {
      const value = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
      const [userId, deviceId, mac, ...rest] = value?.split('.') ?? [];
      if (!userId || !deviceId || !mac || rest.length > 0) return null;
      const expected = macOf(`${userId}.${deviceId}`);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { deviceId, userId };
    },
    issue(userId, current) {
      const deviceId = current?.deviceId ?? randomBytes(16).toString('base64url');
      const payload = `${userId}.${deviceId}`;
      return {
        name,
        value: `${payload}.${macOf(payload).toString('base64url')}`,
        attributes: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: MAX_AGE_SECONDS },
      };
    },
  };
}

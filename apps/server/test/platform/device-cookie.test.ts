import { describe, expect, it } from 'vitest';
import { createDeviceCookie } from '../../src/platform/auth/device-cookie.ts';

const authSecret = 'test-secret-test-secret-test-secret-0000';
const devices = createDeviceCookie({ authSecret, baseUrl: 'http://localhost:3000' });

describe('device cookie', () => {
  it('reads back what it issued, and keeps a browser its device id whoever signs in', () => {
    const first = devices.issue('user-a', null);
    const known = devices.read(`other=1; ${first.name}=${first.value}`);
    expect(known).toEqual({ userId: 'user-a', deviceId: expect.any(String) });

    const second = devices.issue('user-b', known);
    expect(devices.read(`${second.name}=${second.value}`)).toEqual({
      userId: 'user-b',
      deviceId: known?.deviceId,
    });
    expect(devices.issue('user-a', null).value).not.toContain(`.${known?.deviceId}.`);
  });

  it('refuses a cookie that was altered, moved to another account or signed with another secret', () => {
    const { name, value } = devices.issue('user-a', null);
    const [, deviceId, mac] = value.split('.');
    const otherSecret = createDeviceCookie({
      authSecret: 'another-secret-another-secret-00000',
      baseUrl: 'http://localhost:3000',
    }).issue('user-a', null);
    for (const forged of [
      `user-b.${deviceId}.${mac}`,
      `user-a.${deviceId}x.${mac}`,
      `user-a.${deviceId}.${mac?.slice(1)}`,
      `user-a.${deviceId}`,
      `${value}.extra`,
      otherSecret.value,
      '',
    ]) {
      expect(devices.read(`${name}=${forged}`), forged).toBeNull();
    }
    expect(devices.read(undefined)).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax and long-lived; Secure and host-only on HTTPS', () => {
    expect(devices.issue('user-a', null)).toMatchObject({
      name: 'kapital-device',
      attributes: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
    });
    expect(devices.issue('user-a', null).attributes.maxAge).toBeGreaterThan(365 * 24 * 60 * 60);
    const onHttps = createDeviceCookie({ authSecret, baseUrl: 'https://kapital.example' });
    expect(onHttps.issue('user-a', null)).toMatchObject({
      name: '__Host-kapital-device',
      attributes: { secure: true },
    });
  });
});

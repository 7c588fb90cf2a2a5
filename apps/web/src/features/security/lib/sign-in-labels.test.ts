import { SIGN_IN_METHODS, SIGN_IN_RESULTS } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import '@/features/security/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { deviceText, SIGN_IN_METHOD_LABELS, SIGN_IN_RESULTS_SHOWN } from './sign-in-labels.ts';

const t = i18n.getFixedT('en', 'security');

describe('sign-in history labels', () => {
  it('names every result the API sends, each differently', () => {
    const labels = SIGN_IN_RESULTS.map((result) => t(SIGN_IN_RESULTS_SHOWN[result].label));
    expect(labels).toEqual([
      'Signed in',
      'Wrong password',
      'Wrong code',
      'Limited',
      'Blocked',
      'Staff access',
    ]);
  });

  it('shows a success only for a sign-in that worked', () => {
    const green = SIGN_IN_RESULTS.filter(
      (result) => SIGN_IN_RESULTS_SHOWN[result].color === 'success',
    );
    expect(green).toEqual(['signed_in']);
  });

  it('names every method', () => {
    for (const method of SIGN_IN_METHODS) expect(t(SIGN_IN_METHOD_LABELS[method])).toBeTruthy();
  });
});

describe('deviceText', () => {
  it('joins what is known of the browser and the system', () => {
    expect(deviceText({ browser: 'Chrome 156', system: 'Windows 10' }, t)).toBe(
      'Chrome 156 · Windows 10',
    );
    expect(deviceText({ browser: 'Firefox 140', system: null }, t)).toBe('Firefox 140');
    expect(deviceText({ browser: null, system: 'Android 16' }, t)).toBe('Android 16');
  });

  it('says so when nothing is known', () => {
    expect(deviceText({ browser: null, system: null }, t)).toBe('Unknown browser');
    expect(deviceText({ browser: '', system: '' }, t)).toBe('Unknown browser');
  });
});

import { SIGN_IN_METHODS, SIGN_IN_RESULTS } from '@kapital/shared';
import { describe, expect, it } from 'vitest';
import { deviceText, SIGN_IN_METHOD_LABELS, SIGN_IN_RESULTS_SHOWN } from './sign-in-labels.ts';

describe('sign-in history labels', () => {
  it('names every result the API sends, each differently', () => {
    const labels = SIGN_IN_RESULTS.map((result) => SIGN_IN_RESULTS_SHOWN[result].label);
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
    for (const method of SIGN_IN_METHODS) expect(SIGN_IN_METHOD_LABELS[method]).toBeTruthy();
  });
});

describe('deviceText', () => {
  it('joins what is known of the browser and the system', () => {
    expect(deviceText({ browser: 'Chrome 156', system: 'Windows 10' })).toBe(
      'Chrome 156 · Windows 10',
    );
    expect(deviceText({ browser: 'Firefox 140', system: null })).toBe('Firefox 140');
    expect(deviceText({ browser: null, system: 'Android 16' })).toBe('Android 16');
  });

  it('says so when nothing is known', () => {
    expect(deviceText({ browser: null, system: null })).toBe('Unknown browser');
    expect(deviceText({ browser: '', system: '' })).toBe('Unknown browser');
  });
});

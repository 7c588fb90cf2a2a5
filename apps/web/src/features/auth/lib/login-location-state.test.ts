import { describe, expect, it } from 'vitest';
import { afterSignInPath, readLoginLocationState } from './login-location-state.ts';

describe('readLoginLocationState', () => {
  it('reads what other screens put there', () => {
    expect(
      readLoginLocationState({
        from: '/wallet',
        signOutReason: 'USER_BLOCKED',
        signOutNotice: 'Your account was blocked: Chargebacks.',
        passwordChanged: true,
      }),
    ).toEqual({
      from: '/wallet',
      signOutReason: 'USER_BLOCKED',
      signOutNotice: 'Your account was blocked: Chargebacks.',
      passwordChanged: true,
    });
  });

  it('takes a sign-out notice only with its reason, and only of a sensible length', () => {
    expect(readLoginLocationState({ signOutNotice: 'Your account was blocked: x.' })).toEqual({});
    expect(
      readLoginLocationState({ signOutReason: 'USER_BANNED', signOutNotice: 'x'.repeat(10_000) }),
    ).toEqual({ signOutReason: 'USER_BANNED' });
  });

  it('ignores anything else a history entry may hold', () => {
    expect(readLoginLocationState(null)).toEqual({});
    expect(readLoginLocationState('USER_BANNED')).toEqual({});
    expect(
      readLoginLocationState({ from: 42, signOutReason: 'HACKED', passwordChanged: 'yes' }),
    ).toEqual({});
  });
});

describe('afterSignInPath', () => {
  it('returns to the page the user came from', () => {
    expect(afterSignInPath({ from: '/wallet?page=2#recent' })).toBe('/wallet?page=2#recent');
  });

  it('goes home without a usable origin', () => {
    expect(afterSignInPath({})).toBe('/');
    expect(afterSignInPath({ from: 'https://evil.example/' })).toBe('/');
    expect(afterSignInPath({ from: '//evil.example/' })).toBe('/');
    expect(afterSignInPath({ from: '/login' })).toBe('/');
  });
});

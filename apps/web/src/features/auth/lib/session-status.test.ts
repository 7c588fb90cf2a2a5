import { describe, expect, it } from 'vitest';
import { sessionStatus } from './session-status.ts';

const user = { id: 'u1', email: 'ana@example.com' };

describe('sessionStatus', () => {
  it('is signed out without a session', () => {
    expect(sessionStatus(null)).toEqual({ kind: 'signed-out' });
  });

  it('keeps an unverified user signed in but away from their data', () => {
    expect(sessionStatus({ user: { ...user, emailVerified: false } })).toEqual({
      kind: 'unverified',
      email: 'ana@example.com',
    });
  });

  it('lets a verified user load their profile', () => {
    expect(sessionStatus({ user: { ...user, emailVerified: true } })).toEqual({
      kind: 'verified',
      userId: 'u1',
    });
  });
});

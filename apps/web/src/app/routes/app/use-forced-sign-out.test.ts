import { SIGN_OUT_REASONS } from '@kapital/shared/errors';
import { describe, expect, it, vi } from 'vitest';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';
import { createForcedSignOut } from './use-forced-sign-out.ts';

const revoked: ForcedSignOut = {
  reason: 'SESSION_REVOKED',
  notice: SIGN_OUT_REASONS.SESSION_REVOKED,
};

describe('createForcedSignOut', () => {
  it('records why before anything else, so /login knows it whichever answer comes first', async () => {
    const steps: string[] = [];
    let finishSignOut = () => {};
    const forceSignOut = createForcedSignOut({
      onSignedOut: (forced) => steps.push(`why: ${forced.reason}`),
      signOut: () => {
        steps.push('sign out');
        return new Promise<void>((resolve) => {
          finishSignOut = resolve;
        });
      },
      forget: () => steps.push('forget'),
    });
    const done = forceSignOut(revoked);
    expect(steps).toEqual(['why: SESSION_REVOKED', 'sign out']);
    finishSignOut();
    await done;
    expect(steps).toEqual(['why: SESSION_REVOKED', 'sign out', 'forget']);
  });

  it('signs out once when the profile and the socket both report it', async () => {
    const onSignedOut = vi.fn();
    const signOut = vi.fn(async () => undefined);
    const forget = vi.fn();
    const forceSignOut = createForcedSignOut({ onSignedOut, signOut, forget });
    await Promise.all([forceSignOut(revoked), forceSignOut({ ...revoked, reason: 'USER_BANNED' })]);
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(onSignedOut).toHaveBeenCalledWith(revoked);
    expect(signOut).toHaveBeenCalledOnce();
    expect(forget).toHaveBeenCalledOnce();
  });

  it('forgets the user even when the sign-out request fails', async () => {
    const forget = vi.fn();
    const forceSignOut = createForcedSignOut({
      onSignedOut: vi.fn(),
      signOut: async () => {
        throw new Error('offline');
      },
      forget,
    });
    await forceSignOut(revoked);
    expect(forget).toHaveBeenCalledOnce();
  });
});

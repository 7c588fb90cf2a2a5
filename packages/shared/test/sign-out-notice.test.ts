import { describe, expect, it } from 'vitest';
import { accountRestriction, SIGN_OUT_REASONS, signOutNotice } from '../src/errors.ts';

describe('signOutNotice', () => {
  it("quotes staff's reason, ending it as a sentence", () => {
    expect(signOutNotice('USER_BLOCKED', 'Card payments disputed')).toBe(
      'Your account was blocked: Card payments disputed. Contact support to have it unblocked.',
    );
    expect(signOutNotice('USER_BANNED', '  Fake identity documents!  ')).toBe(
      'Your account was banned: Fake identity documents! Contact support if you think this is a mistake.',
    );
  });

  it('falls back to the general sentence without a reason', () => {
    expect(signOutNotice('USER_BLOCKED', null)).toBe(SIGN_OUT_REASONS.USER_BLOCKED);
    expect(signOutNotice('USER_BANNED', '   ')).toBe(SIGN_OUT_REASONS.USER_BANNED);
  });
});

describe('accountRestriction', () => {
  it('a ban comes before a block; an account with neither may hold a session', () => {
    expect(accountRestriction({ userStatus: 'banned', userBlock: true })).toBe('USER_BANNED');
    expect(accountRestriction({ userStatus: 'active', userBlock: true })).toBe('USER_BLOCKED');
    expect(accountRestriction({ userStatus: 'active', userBlock: false })).toBeNull();
    expect(accountRestriction({})).toBeNull();
  });
});

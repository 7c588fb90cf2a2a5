import { describe, expect, it, vi } from 'vitest';
import {
  createStaffAccessOpener,
  dropLinkFromAddress,
  startStaffAccess,
} from './staff-access-link.ts';

const LINK = { userName: 'alice', token: 'tok_abc' };

function fakeHistory(state: unknown = { usr: null, key: 'k1', idx: 0 }) {
  return { state, replaceState: vi.fn() };
}

describe('dropLinkFromAddress', () => {
  it("replaces the address with /login-admin and keeps the router's state of the entry", () => {
    const history = fakeHistory();
    dropLinkFromAddress(history);
    expect(history.replaceState).toHaveBeenCalledWith(
      { usr: null, key: 'k1', idx: 0 },
      '',
      '/login-admin',
    );
  });
});

describe('createStaffAccessOpener', () => {
  it('posts a link once however often the page asks (a StrictMode remount)', async () => {
    const open = vi.fn(async () => ({}));
    const openOnce = createStaffAccessOpener(open);
    const first = openOnce(LINK);
    const second = openOnce({ ...LINK });
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(LINK);
  });

  it('hands every caller the same refusal, still with one POST', async () => {
    const refused = new Error('This staff-access link cannot be used.');
    const open = vi.fn(async () => {
      throw refused;
    });
    const openOnce = createStaffAccessOpener(open);
    await expect(openOnce(LINK)).rejects.toBe(refused);
    await expect(openOnce(LINK)).rejects.toBe(refused);
    expect(open).toHaveBeenCalledOnce();
  });

  it('posts another link of its own', async () => {
    const open = vi.fn(async () => ({}));
    const openOnce = createStaffAccessOpener(open);
    await openOnce(LINK);
    await openOnce({ userName: 'alice', token: 'tok_other' });
    expect(open).toHaveBeenCalledTimes(2);
  });
});

describe('startStaffAccess', () => {
  it('takes the token out of the address before it posts it', async () => {
    const order: string[] = [];
    const history = fakeHistory();
    history.replaceState.mockImplementation(() => order.push('address'));
    const openOnce = vi.fn(async () => {
      order.push('post');
    });
    await startStaffAccess(LINK, history, openOnce);
    expect(order).toEqual(['address', 'post']);
  });
});

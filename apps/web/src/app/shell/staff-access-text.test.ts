import { describe, expect, it } from 'vitest';
import { staffAccessBannerText } from './staff-access-text.ts';

describe('staffAccessBannerText', () => {
  it("names the user's account, the staff member viewing it and when the session ends", () => {
    // 14:05 in the zone the test runs in, as the banner shows it.
    const expiresAt = new Date(2026, 10, 27, 14, 5).toISOString();
    expect(staffAccessBannerText('alice', { staffUserName: 'root_admin', expiresAt })).toEqual({
      title: 'Viewing as @alice',
      detail: 'Staff access by @root_admin until 14:05, read-only.',
    });
  });
});

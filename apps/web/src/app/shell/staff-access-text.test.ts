import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import '../i18n.ts';
import { staffAccessBannerText } from './staff-access-text.ts';

const t = i18n.getFixedT('en', 'shell');

describe('staffAccessBannerText', () => {
  it("names the user's account, the staff member viewing it and when the session ends", () => {
    // 14:05 in the zone the test runs in, as the banner shows it.
    const expiresAt = new Date(2026, 10, 27, 14, 5).toISOString();
    expect(staffAccessBannerText(t, 'alice', { staffUserName: 'root_admin', expiresAt })).toEqual({
      title: 'Viewing as @alice',
      detail: 'Staff access by @root_admin until 14:05, read-only.',
    });
  });
});

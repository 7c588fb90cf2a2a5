import { describe, expect, test } from 'vitest';
import '@/features/admin/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { consoleNavFor } from './admin-nav.tsx';

const t = i18n.getFixedT('en', 'admin');

describe('the console navigation', () => {
  test('admins see every page, the support inbox among them', () => {
    const entries = consoleNavFor('admin', t);
    expect(entries[0]).toMatchObject({ label: 'Overview', to: adminPaths.root });
    expect(entries).toContainEqual(
      expect.objectContaining({ label: 'Support inbox', to: adminPaths.chat }),
    );
    expect(entries.map((entry) => entry.label)).toContain('Settings');
  });

  test('support staff see only the support inbox', () => {
    expect(consoleNavFor('support', t).map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Support inbox', to: '/admin/chat' },
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { adminPaths } from '../lib/admin-paths.ts';
import { consoleNavFor } from './admin-nav.tsx';

describe('the console navigation', () => {
  test('admins see every page, the support inbox among them', () => {
    const entries = consoleNavFor('admin');
    expect(entries[0]).toMatchObject({ label: 'Overview', to: adminPaths.root });
    expect(entries).toContainEqual(
      expect.objectContaining({ label: 'Support inbox', to: adminPaths.chat }),
    );
    expect(entries.map((entry) => entry.label)).toContain('Settings');
  });

  test('support staff see only the support inbox', () => {
    expect(consoleNavFor('support').map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Support inbox', to: '/admin/chat' },
    ]);
  });
});

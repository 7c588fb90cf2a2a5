import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { notificationTarget } from './notification-link.ts';

describe('notificationTarget', () => {
  it('follows an in-app path as it is, query and hash included', () => {
    expect(notificationTarget('/invoice-balance/DP-000042')).toBe('/invoice-balance/DP-000042');
    expect(notificationTarget('/history-trade?id=p1#top')).toBe('/history-trade?id=p1#top');
  });

  it('sends anything that would leave Kapital to the notices list', () => {
    for (const link of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(notificationTarget(link)).toBe(paths.notifications);
    }
  });
});

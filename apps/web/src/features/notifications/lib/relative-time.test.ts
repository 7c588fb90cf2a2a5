import { describe, expect, it } from 'vitest';
import '@/features/notifications/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { shortRelativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const t = i18n.getFixedT('en', 'notifications');

describe('shortRelativeTime', () => {
  it('says how long ago, in the largest whole unit, up to a week', () => {
    expect(shortRelativeTime(ago(5_000), t, NOW)).toBe('just now');
    expect(shortRelativeTime(ago(-30_000), t, NOW)).toBe('just now');
    expect(shortRelativeTime(ago(5 * 60_000), t, NOW)).toBe('5 min ago');
    expect(shortRelativeTime(ago(3 * 3_600_000 + 59 * 60_000), t, NOW)).toBe('3 h ago');
    expect(shortRelativeTime(ago(2 * 86_400_000), t, NOW)).toBe('2 d ago');
  });

  it('gives the day for older notices', () => {
    expect(shortRelativeTime('2026-10-01T12:00:00Z', t, NOW)).toBe('1 Oct');
  });
});

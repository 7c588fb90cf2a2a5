import { describe, expect, it } from 'vitest';
import '@/features/notifications/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { arrivalAnnouncement, bellLabel, unreadBadgeText } from './unread-badge.ts';

const t = i18n.getFixedT('en', 'notifications');

describe('unreadBadgeText', () => {
  it('is hidden at 0, the count up to 99, and 99+ above', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-1)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });
});

describe('bellLabel', () => {
  it('names the bell with the exact count, even above 99', () => {
    expect(bellLabel(0, t)).toBe('Notifications, 0 unread');
    expect(bellLabel(150, t)).toBe('Notifications, 150 unread');
  });
});

describe('arrivalAnnouncement', () => {
  it('says only a rise, and nothing for the first count', () => {
    expect(arrivalAnnouncement(undefined, 4, t)).toBeNull();
    expect(arrivalAnnouncement(4, 4, t)).toBeNull();
    expect(arrivalAnnouncement(4, 2, t)).toBeNull();
    expect(arrivalAnnouncement(2, 3, t)).toBe('You have a new notification.');
    expect(arrivalAnnouncement(0, 3, t)).toBe('You have 3 new notifications.');
  });
});

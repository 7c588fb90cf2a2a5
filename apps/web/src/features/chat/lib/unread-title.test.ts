import { describe, expect, it } from 'vitest';
import { titleWithUnread } from './unread-title.ts';

describe('titleWithUnread', () => {
  it('puts the count in front of the page title', () => {
    expect(titleWithUnread('Dashboard · Kapital', 2)).toBe('(2) Dashboard · Kapital');
  });

  it('replaces an earlier count rather than adding another', () => {
    expect(titleWithUnread('(2) Dashboard · Kapital', 3)).toBe('(3) Dashboard · Kapital');
    expect(titleWithUnread(titleWithUnread('Wallet · Kapital', 1), 1)).toBe('(1) Wallet · Kapital');
  });

  it('gives the page title back when nothing is unread', () => {
    expect(titleWithUnread('(5) Dashboard · Kapital', 0)).toBe('Dashboard · Kapital');
    expect(titleWithUnread('Dashboard · Kapital', 0)).toBe('Dashboard · Kapital');
  });
});

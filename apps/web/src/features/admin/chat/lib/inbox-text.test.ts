import { describe, expect, it } from 'vitest';
import '@/features/admin/chat/i18n.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { inboxFilterOf, messagePreview, waitingFor } from './inbox-text.ts';

const t = i18n.getFixedT('en', 'admin-chat');

describe('messagePreview', () => {
  it('folds lines and cuts a long text with an ellipsis', () => {
    expect(messagePreview('Hello\n\n  there', t)).toBe('Hello there');
    const long = 'x'.repeat(200);
    const preview = messagePreview(long, t);
    expect(preview).toHaveLength(80);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('names an image sent without text', () => {
    expect(messagePreview('   ', t)).toBe('Image');
  });
});

describe('waitingFor', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('uses the largest whole unit', () => {
    expect(waitingFor('2026-11-27T11:59:40Z', t, now)).toBe('just now');
    expect(waitingFor('2026-11-27T11:55:00Z', t, now)).toBe('5 min');
    expect(waitingFor('2026-11-27T09:30:00Z', t, now)).toBe('2 h');
    expect(waitingFor('2026-11-24T12:00:00Z', t, now)).toBe('3 d');
  });

  it('says just now for a date it cannot read', () => {
    expect(waitingFor('not a date', t, now)).toBe('just now');
  });
});

describe('inboxFilterOf', () => {
  it('takes the known filters and falls back to all open', () => {
    expect(inboxFilterOf('mine')).toBe('mine');
    expect(inboxFilterOf('resolved')).toBe('resolved');
    expect(inboxFilterOf('toString')).toBe('all');
    expect(inboxFilterOf(null)).toBe('all');
  });
});

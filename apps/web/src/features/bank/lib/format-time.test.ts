import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './format-time.ts';

describe('formatLocalDateTime', () => {
  it('writes the day, month and time', () => {
    const shown = formatLocalDateTime('2026-11-22T09:14:00.000Z');
    expect(shown).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/);
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatLocalDateTime('later')).toBe('later');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth } from './format-date.ts';

describe('formatDateTime', () => {
  it('writes the day, month and time; other text passes through', () => {
    expect(formatDateTime('2026-11-22T09:14:00.000Z')).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('later')).toBe('later');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows a date of birth in words, never shifted by the time zone', () => {
    expect(formatDate('1990-04-12')).toBe('12 Apr 1990');
    expect(formatDate('2000-01-01')).toBe('1 Jan 2000');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDayMonth('2026-11-21')).toBe('21 Nov');
  });
});

describe('one date formatter', () => {
  it('no module but format-date.ts builds a date format', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const formatters = Object.entries(sources)
      .filter(([, text]) =>
        /Intl\.DateTimeFormat|toLocale(Date|Time)?String\([^)]*(dateStyle|timeStyle|month)/.test(
          text,
        ),
      )
      .map(([file]) => file);
    expect(formatters).toEqual(['./format-date.ts']);
  });
});

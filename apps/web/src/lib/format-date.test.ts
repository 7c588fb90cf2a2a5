import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDayMonth,
  formatDayMonthTime,
  formatLocalDayMonth,
  formatTimeOfDay,
} from './format-date.ts';

describe('formatDateTime', () => {
  it('writes the day, month and time; other text passes through', () => {
    expect(formatDateTime('2026-11-22T09:14:00.000Z')).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('later')).toBe('later');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatDateTimeSeconds', () => {
  it('adds the seconds, for times less than a minute apart', () => {
    expect(formatDateTimeSeconds('2026-11-22T09:14:05.000Z')).toMatch(
      /^\d{1,2} Nov 2026, \d{2}:\d{2}:05$/,
    );
    expect(formatDateTimeSeconds(Date.UTC(2026, 10, 22, 9, 14, 7))).toMatch(/:07$/);
    expect(formatDateTimeSeconds(null)).toBe('—');
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

describe('chart times', () => {
  it("writes a candle's start in the viewer's zone", () => {
    const seconds = Date.UTC(2026, 10, 25, 1, 5) / 1000;
    expect(formatTimeOfDay(seconds)).toMatch(/^\d{2}:\d{2}$/);
    expect(formatLocalDayMonth(seconds)).toMatch(/^\d{1,2} Nov$/);
    expect(formatDayMonthTime(seconds)).toMatch(/^\d{1,2} Nov, \d{2}:\d{2}$/);
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

describe('date formats are built when first used', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loading the module builds none; each format is built once', async () => {
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof RealDateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    });
    vi.resetModules();
    const fresh = await import('./format-date.ts');
    expect(built).not.toHaveBeenCalled();

    fresh.formatDateTime('2026-11-22T09:14:00.000Z');
    fresh.formatDateTime('2026-11-23T09:14:00.000Z');
    expect(built).toHaveBeenCalledTimes(1);
    fresh.formatDate('1990-04-12');
    fresh.formatDayMonth('2026-11-21');
    expect(built).toHaveBeenCalledTimes(3);
  });
});

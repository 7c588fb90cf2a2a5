import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './labels.ts';

describe('formatDate', () => {
  it('shows a date of birth in words, never shifted by the time zone', () => {
    expect(formatDate('1990-04-12')).toBe('12 Apr 1990');
    expect(formatDate('2000-01-01')).toBe('1 Jan 2000');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

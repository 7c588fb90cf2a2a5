import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows kilobytes and megabytes', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

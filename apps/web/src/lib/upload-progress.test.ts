import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-progress.ts';

describe('uploadPercent', () => {
  it('is the whole percentage sent', () => {
    expect(uploadPercent(0, 2000)).toBe(0);
    expect(uploadPercent(500, 2000)).toBe(25);
    expect(uploadPercent(2000, 2000)).toBe(100);
  });

  it('rounds down, so 100 means every byte has gone', () => {
    expect(uploadPercent(1999, 2000)).toBe(99);
    expect(uploadPercent(1, 3)).toBe(33);
  });

  it('stays between 0 and 100 whatever the browser reports', () => {
    expect(uploadPercent(2100, 2000)).toBe(100);
    expect(uploadPercent(-5, 2000)).toBe(0);
  });

  it('is unknown while the total is', () => {
    expect(uploadPercent(100, 0)).toBeNull();
    expect(uploadPercent(100, Number.NaN)).toBeNull();
  });
});

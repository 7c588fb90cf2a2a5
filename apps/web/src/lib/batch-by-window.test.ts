import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchByWindow } from './batch-by-window.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batchByWindow', () => {
  it('hands over what arrived during a window once, at its end, each value once', () => {
    const flush = vi.fn();
    const batch = batchByWindow<string>(1_000, flush);
    batch.add('deposits');
    vi.advanceTimersByTime(400);
    batch.add('withdrawals');
    batch.add('deposits');
    vi.advanceTimersByTime(599);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith(['deposits', 'withdrawals']);
  });

  it('a steady stream costs one flush a window, and the last news is never lost', () => {
    const flush = vi.fn();
    const batch = batchByWindow<number>(1_000, flush);
    for (let tick = 0; tick < 50; tick += 1) {
      batch.add(tick);
      vi.advanceTimersByTime(100);
    }
    expect(flush).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(1_000);
    expect(flush).toHaveBeenCalledTimes(5);
    expect(flush.mock.calls.flatMap(([values]) => values)).toEqual(
      Array.from({ length: 50 }, (_, tick) => tick),
    );
  });

  it('cancel drops what waits; a later value opens a new window', () => {
    const flush = vi.fn();
    const batch = batchByWindow<string>(500, flush);
    batch.add('kyc');
    batch.cancel();
    vi.advanceTimersByTime(5_000);
    expect(flush).not.toHaveBeenCalled();
    batch.add('deposits');
    vi.advanceTimersByTime(500);
    expect(flush).toHaveBeenCalledWith(['deposits']);
  });
});

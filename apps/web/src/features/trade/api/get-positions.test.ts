import type { Position } from '@kapital/shared';
import { beforeEach, describe, expect, test, vi } from 'vitest';

const get = vi.fn();
vi.mock('@/lib/api-client.ts', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { EXPORT_LIMIT, getAllClosedPositions } = await import('./get-positions.ts');

const row = (index: number) => ({ id: `p${index}` }) as Position;
const pageOf = (from: number, count: number, total: number) => ({
  items: Array.from({ length: count }, (_, offset) => row(from + offset)),
  page: 1,
  size: 100,
  total,
});

describe('the CSV export', () => {
  beforeEach(() => get.mockReset());

  test('reads page after page with the filters (the mode too) until the last one', async () => {
    get.mockResolvedValueOnce(pageOf(0, 100, 150)).mockResolvedValueOnce(pageOf(100, 50, 150));
    const rows = await getAllClosedPositions({ mode: 'demo', symbol: 'ETH', reason: 'manual' });
    expect(rows).toHaveLength(150);
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/positions?status=closed&mode=demo&symbol=ETH&reason=manual&page=1&size=100',
      '/api/positions?status=closed&mode=demo&symbol=ETH&reason=manual&page=2&size=100',
    ]);
  });

  test('stops at 1,000 rows', async () => {
    let next = 0;
    get.mockImplementation(async () => {
      const answer = pageOf(next, 100, 5_000);
      next += 100;
      return answer;
    });
    const rows = await getAllClosedPositions({});
    expect(rows).toHaveLength(EXPORT_LIMIT);
    expect(get).toHaveBeenCalledTimes(10);
  });
});

import { describe, expect, test } from 'vitest';
import { auditFiltersFrom, dayBoundary } from './audit-filters.ts';

describe('audit filters', () => {
  test('turns days into inclusive UTC bounds', () => {
    expect(dayBoundary('2026-11-21', false)).toBe('2026-11-21T00:00:00.000Z');
    expect(dayBoundary('2026-11-21', true)).toBe('2026-11-21T23:59:59.999Z');
    expect(dayBoundary('21/11/2026', true)).toBeUndefined();
  });

  test('leaves empty filters out', () => {
    const filters = auditFiltersFrom(
      new URLSearchParams('action=%20user.block%20&actorId=&from=2026-11-01'),
    );
    expect(filters).toEqual({
      action: 'user.block',
      actorId: undefined,
      targetType: undefined,
      targetId: undefined,
      from: '2026-11-01T00:00:00.000Z',
      to: undefined,
    });
  });
});

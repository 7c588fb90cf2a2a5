import { describe, expect, test } from 'vitest';
import {
  NO_STATEMENT_FILTERS,
  statementCsvPath,
  statementFilterError,
  statementPath,
} from './statement-filters.ts';

describe('statement filters', () => {
  test('an unfiltered page asks only for the page', () => {
    expect(statementPath('wallet', NO_STATEMENT_FILTERS, { page: 2, size: 20 })).toBe(
      '/api/statements/wallet?page=2&size=20',
    );
    expect(statementCsvPath('bonus', NO_STATEMENT_FILTERS)).toBe('/api/statements/bonus/csv');
  });

  test('the CSV carries the same filters as the table, without paging', () => {
    const filters = { type: 'adjustment', from: '2026-11-01', to: '2026-11-21' } as const;
    expect(statementPath('profit', filters, { page: 1, size: 10 })).toBe(
      '/api/statements/profit?type=adjustment&from=2026-11-01&to=2026-11-21&page=1&size=10',
    );
    expect(statementCsvPath('profit', filters)).toBe(
      '/api/statements/profit/csv?type=adjustment&from=2026-11-01&to=2026-11-21',
    );
  });

  test('a backwards range is refused beside the end date; one day is fine', () => {
    expect(statementFilterError({ type: '', from: '2026-11-21', to: '2026-11-20' })).toBe(
      'The end date must not be before the start date',
    );
    expect(statementFilterError({ type: '', from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(statementFilterError({ type: '', from: '2026-11-21', to: '' })).toBeNull();
  });
});

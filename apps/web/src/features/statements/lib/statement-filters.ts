import type { CashFund, StatementType } from '@kapital/shared/constants';

/** What a person picked above a statement; '' means "any". Days are YYYY-MM-DD in UTC. */
export interface StatementFilters {
  type: StatementType | '';
  from: string;
  to: string;
}

export const NO_STATEMENT_FILTERS: StatementFilters = { type: '', from: '', to: '' };

/** The message beside the end date when the range is backwards, as the server words it. */
export function statementFilterError(filters: StatementFilters): string | null {
  if (filters.from && filters.to && filters.from > filters.to) {
    return 'The end date must not be before the start date';
  }
  return null;
}

/** The query string of the statement endpoints: only the filters that are set, then paging. */
export function statementSearch(
  filters: StatementFilters,
  paging?: { page: number; size: number },
): string {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (paging) {
    search.set('page', String(paging.page));
    search.set('size', String(paging.size));
  }
  return search.toString();
}

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

export function statementPath(
  fund: CashFund,
  filters: StatementFilters,
  paging: { page: number; size: number },
): string {
  return withSearch(`/api/statements/${fund}`, statementSearch(filters, paging));
}

/** The CSV of everything the filters select (the server ignores paging for the export). */
export function statementCsvPath(fund: CashFund, filters: StatementFilters): string {
  return withSearch(`/api/statements/${fund}/csv`, statementSearch(filters));
}

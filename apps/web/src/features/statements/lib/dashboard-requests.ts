import type { StatementPage } from '@/features/statements/api/get-statement.ts';
import { NO_STATEMENT_FILTERS } from '@/features/statements/lib/statement-filters.ts';

/** The wallet's last five movements, as the dashboard lists them. */
export const RECENT_MOVEMENTS: StatementPage = {
  fund: 'wallet',
  filters: NO_STATEMENT_FILTERS,
  page: 1,
  size: 5,
};

/** How far back the balance chart looks. */
export const HISTORY_DAYS = 30;

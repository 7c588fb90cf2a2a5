import { FIRST_YEAR, LAST_YEAR } from '@kapital/shared';
import { STATEMENT_TYPES, type StatementType } from '@kapital/shared/constants';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayField, UNFINISHED_DAY } from '@/components/day-field.tsx';
import { fieldMessage } from '@/lib/i18n/server-text.ts';
import { useStatementsText } from '../i18n.ts';
import {
  NO_STATEMENT_FILTERS,
  type StatementFilters,
  statementFilterError,
} from '../lib/statement-filters.ts';
import { STATEMENT_TYPE_KEYS } from '../lib/statement-labels.ts';

interface StatementFiltersBarProps {
  filters: StatementFilters;
  onChange: (filters: StatementFilters) => void;
}

/** The days a statement filter may name (the server's dayField). */
const FIRST_DAY = `${FIRST_YEAR}-01-01`;
const LAST_DAY = `${LAST_YEAR}-12-31`;

const isStatementType = (value: string): value is StatementType =>
  (STATEMENT_TYPES as readonly string[]).includes(value);

/** Movement type and a UTC date range; the table follows as soon as a choice is valid. */
export function StatementFiltersBar({ filters, onChange }: StatementFiltersBarProps) {
  const { t } = useStatementsText();
  const rangeError = statementFilterError(filters);
  const filtered = filters.type !== '' || filters.from !== '' || filters.to !== '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
      useFlexGap
    >
      <TextField
        select
        size="small"
        label={t('filters.type')}
        value={filters.type}
        onChange={(event) => {
          const { value } = event.target;
          onChange({ ...filters, type: isStatementType(value) ? value : '' });
        }}
        sx={{ minWidth: { sm: 200 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.allTypes')}</MenuItem>
        {STATEMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(STATEMENT_TYPE_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        size="small"
        label={t('filters.from')}
        value={filters.from}
        onChange={(from) => {
          if (from !== UNFINISHED_DAY) onChange({ ...filters, from });
        }}
        minDay={FIRST_DAY}
        maxDay={LAST_DAY}
      />
      <DayField
        size="small"
        label={t('filters.to')}
        value={filters.to}
        onChange={(to) => {
          if (to !== UNFINISHED_DAY) onChange({ ...filters, to });
        }}
        minDay={FIRST_DAY}
        maxDay={LAST_DAY}
        error={rangeError !== null}
        helperText={rangeError ? fieldMessage(rangeError) : t('filters.daysHint')}
      />
      {filtered ? (
        <Button onClick={() => onChange(NO_STATEMENT_FILTERS)} sx={{ alignSelf: { sm: 'center' } }}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}

import type { StatementRow } from '@kapital/shared';
import { BASE_CURRENCY, type CashFund } from '@kapital/shared/constants';
import Download from '@mui/icons-material/DownloadOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useStatement } from '../api/get-statement.ts';
import { useStatementsText } from '../i18n.ts';
import {
  NO_STATEMENT_FILTERS,
  type StatementFilters,
  statementCsvPath,
  statementFilterError,
} from '../lib/statement-filters.ts';
import { balanceText, signedAmount } from '../lib/statement-format.ts';
import { FUND_STATEMENT_KEYS, STATEMENT_TYPE_KEYS } from '../lib/statement-labels.ts';
import { StatementFiltersBar } from './statement-filters-bar.tsx';

interface StatementTableProps {
  fund: CashFund;
  /** Shows the type and date-range filters above the movements. */
  filters?: boolean;
  pageSize?: number;
}

/**
 * A fund's movements, newest first: what happened, the signed amount and the balance right
 * after it, one page at a time, with a CSV of everything the filters select. A table on wide
 * screens, one card per movement on a phone.
 */
export function StatementTable({ fund, filters = false, pageSize = 20 }: StatementTableProps) {
  const { t } = useStatementsText();
  const { me } = useSignedIn();
  const [chosen, setChosen] = useState<StatementFilters>(NO_STATEMENT_FILTERS);
  // A backwards range is shown with its message; the table keeps the last range that made sense.
  const [applied, setApplied] = useState<StatementFilters>(NO_STATEMENT_FILTERS);
  const [page, setPage] = useState(1);
  const statement = useStatement(me.profile.uid, { fund, filters: applied, page, size: pageSize });
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  const choose = (next: StatementFilters) => {
    setChosen(next);
    if (statementFilterError(next) === null) {
      setApplied(next);
      setPage(1);
    }
  };

  const data = statement.data;
  const filtered = applied.type !== '' || applied.from !== '' || applied.to !== '';
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const label = t(FUND_STATEMENT_KEYS[fund].label);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        {filters ? <StatementFiltersBar filters={chosen} onChange={choose} /> : <Box />}
        <Button
          variant="outlined"
          startIcon={<Download />}
          component="a"
          href={statementCsvPath(fund, applied)}
          download
          sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, flexShrink: 0 }}
        >
          {t('table.downloadCsv')}
        </Button>
      </Stack>

      {!data && statement.isError ? (
        <InlineLoadError
          message={t('table.loadError')}
          error={statement.error}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : !data ? (
        <StatementSkeleton />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={ReceiptLong}
          message={filtered ? t('table.noMatches') : t(FUND_STATEMENT_KEYS[fund].empty)}
        />
      ) : (
        <Box
          aria-busy={statement.isPlaceholderData}
          sx={{ opacity: statement.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {wide ? (
            <StatementRowsTable rows={data.items} label={label} />
          ) : (
            <StatementRowsCards rows={data.items} label={label} />
          )}
          {statement.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('table.pageLoadError', { reason: errorMessage(statement.error) })}
            </Alert>
          ) : null}
          {pages > 1 ? (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={page}
              siblingCount={wide ? 1 : 0}
              onChange={(_, next) => setPage(next)}
            />
          ) : null}
        </Box>
      )}
    </Stack>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A signed movement, coloured; a card adds the currency, which a table says in its header. */
function AmountText({ amount, withCurrency = false }: { amount: string; withCurrency?: boolean }) {
  const { t } = useStatementsText();
  const { text, direction } = signedAmount(amount);
  return (
    <Box
      component="span"
      sx={{
        ...numeric,
        fontWeight: 600,
        color: direction === 'in' ? 'success.main' : 'error.main',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t(direction === 'in' ? 'table.moneyIn' : 'table.moneyOut')}{' '}
      </Box>
      {text}
      {withCurrency ? ` ${BASE_CURRENCY}` : null}
    </Box>
  );
}

function StatementRowsTable({ rows, label }: { rows: StatementRow[]; label: string }) {
  const { t } = useStatementsText();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.date')}</TableCell>
            <TableCell>{t('table.type')}</TableCell>
            <TableCell>{t('table.description')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('table.amountIn', { currency: BASE_CURRENCY })}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('table.balanceAfterIn', { currency: BASE_CURRENCY })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
              <TableCell>{t(STATEMENT_TYPE_KEYS[row.type])}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.description}</TableCell>
              <TableCell align="right">
                <AmountText amount={row.amount} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {balanceText(row.balanceAfter)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StatementRowsCards({ rows, label }: { rows: StatementRow[]; label: string }) {
  const { t } = useStatementsText();
  return (
    <List aria-label={label} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <ListItem key={row.id} disablePadding>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, width: '100%' }}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(STATEMENT_TYPE_KEYS[row.type])}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(row.createdAt)}
                </Typography>
              </Box>
              <AmountText amount={row.amount} withCurrency />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
              {row.description}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ...numeric }}>
              {t('table.balanceAfter', {
                balance: balanceText(row.balanceAfter),
                currency: BASE_CURRENCY,
              })}
            </Typography>
          </Paper>
        </ListItem>
      ))}
    </List>
  );
}

function StatementSkeleton() {
  const { t } = useStatementsText();
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: 2 }}
      role="status"
      aria-label={t('loading')}
    >
      {[0, 1, 2, 3].map((index) => (
        <Box key={index} sx={{ py: 1 }}>
          <Skeleton width="30%" />
          <Skeleton />
        </Box>
      ))}
    </Paper>
  );
}

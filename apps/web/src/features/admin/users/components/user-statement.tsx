import type { StatementEntry } from '@kapital/shared';
import { parseMoney } from '@kapital/shared/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminText } from '@/features/admin/i18n.ts';
import { PanelError, PanelLoading } from '@/features/admin/shared/components/query-state.tsx';
import { fundName } from '@/features/admin/shared/lib/console-words.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { type FundAccount, useUserStatement } from '../api/get-user-statement.ts';
import { movementLink } from '../lib/movement-link.ts';

const ACCOUNTS: FundAccount[] = ['wallet', 'bonus', 'profit', 'demo'];

/** What the movement was, linked to its deposit or withdrawal where it has one. */
function MovementDescription({ entry }: { entry: StatementEntry }) {
  const to = movementLink(entry.subject);
  return to ? (
    <Link component={RouterLink} to={to}>
      {entry.description}
    </Link>
  ) : (
    entry.description
  );
}

/** One fund's movements at a time, picked by tab, newest first, older ones on request. */
export function UserStatement({ userId }: { userId: string }) {
  const { t } = useAdminText();
  const [account, setAccount] = useState<FundAccount>('wallet');
  const statement = useUserStatement(userId, account);
  const entries = statement.data?.pages.flatMap((page) => page.items) ?? [];
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  return (
    <Box>
      <Tabs
        value={account}
        onChange={(_, next: FundAccount) => setAccount(next)}
        aria-label={t('statement.tabsLabel')}
        variant={wide ? 'standard' : 'fullWidth'}
      >
        {ACCOUNTS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={fundName(t, name)}
            id={`statement-tab-${name}`}
            aria-controls="statement-panel"
            sx={{ minWidth: 0, px: { xs: 1, sm: 2 } }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="statement-panel"
        aria-labelledby={`statement-tab-${account}`}
        sx={{ pt: 1 }}
      >
        {statement.isPending ? (
          <PanelLoading label={t('statement.loading')} />
        ) : statement.isError ? (
          <PanelError
            error={statement.error}
            onRetry={() => void statement.refetch()}
            retrying={statement.isFetching}
          />
        ) : entries.length === 0 ? (
          <Typography sx={{ py: 2 }} color="text.secondary">
            {t('statement.empty')}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table
                size="small"
                aria-label={t('statement.tableLabel', { fund: fundName(t, account) })}
                sx={wide ? undefined : { '& th, & td': { px: 1 } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('statement.columns.date')}</TableCell>
                    <TableCell>{t('statement.columns.what')}</TableCell>
                    <TableCell align="right">
                      {wide ? t('statement.columns.amount') : 'USD'}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entries.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell sx={{ whiteSpace: wide ? 'nowrap' : undefined }}>
                        {formatDateTime(entry.createdAt)}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <MovementDescription entry={entry} />
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{
                          fontVariantNumeric: 'tabular-nums',
                          whiteSpace: 'nowrap',
                          color: entry.direction === 'credit' ? 'success.main' : 'error.main',
                        }}
                      >
                        {entry.direction === 'credit' ? '+' : '−'}
                        {wide ? formatUsd(entry.amount) : formatAmount(parseMoney(entry.amount))}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {statement.hasNextPage ? (
              <Button
                sx={{ mt: 1 }}
                onClick={() => void statement.fetchNextPage()}
                disabled={statement.isFetchingNextPage}
              >
                {statement.isFetchingNextPage
                  ? t('statement.loadingMore')
                  : t('statement.showOlder')}
              </Button>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}

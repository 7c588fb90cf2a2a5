import { BASE_CURRENCY } from '@kapital/shared/constants';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PagePagination } from '@/components/page-pagination.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status.ts';
import { InvoiceStatusChip } from './invoice-status-chip.tsx';

/** One invoice of an index page. */
export interface InvoiceListRow {
  id: string;
  number: string;
  /** An ISO date-time from the API. */
  date: string;
  /** USD, as the API sends it. */
  amount: string;
  status: InvoiceStatus;
  /** Where the row leads, e.g. /invoice-balance/{id}. */
  to: string;
  /** A short extra line under the number, e.g. "From profit fund". */
  detail?: string;
}

interface InvoiceListProps {
  /** Names the list for screen readers, e.g. "Deposit invoices". */
  label: string;
  /** undefined while the first page loads. */
  rows: InvoiceListRow[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  empty: { message: string; icon?: typeof SvgIcon; action?: ReactNode };
}

/**
 * An invoice index: the "Select an invoice" prompt above one page of invoices, each a link to
 * its document, with the loading, failed and empty states of the list.
 */
export function InvoiceList({
  label,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  error,
  onRetry,
  retrying = false,
  empty,
}: InvoiceListProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box>
      <Typography component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('invoiceList.selectInvoice')}
      </Typography>
      {rows === undefined && error ? (
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('invoiceList.loadFailed')} {errorMessage(error)}
        </Alert>
      ) : rows === undefined ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }} role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <Box key={index} sx={{ px: 2, py: 1.5 }}>
              <Skeleton width="40%" />
              <Skeleton width="70%" />
            </Box>
          ))}
        </Paper>
      ) : rows.length === 0 ? (
        <EmptyState icon={empty.icon ?? ReceiptLong} message={empty.message}>
          {empty.action}
        </EmptyState>
      ) : (
        <>
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <List aria-label={label} disablePadding>
              {rows.map((row, index) => (
                <ListItem key={row.id} disablePadding divider={index < rows.length - 1}>
                  <InvoiceRowLink row={row} />
                </ListItem>
              ))}
            </List>
          </Paper>
          <PagePagination mt={2} pages={pages} page={page} onPageChange={onPageChange} />
        </>
      )}
    </Box>
  );
}

function InvoiceRowLink({ row }: { row: InvoiceListRow }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={row.to}
      sx={{
        py: 1.5,
        display: 'grid',
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'center',
        // Fixed status and chevron columns, so every row's columns line up whatever its chip says.
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1.4fr) 1fr 1fr 112px 24px' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{row.number}</Typography>
        {row.detail ? (
          <Typography variant="body2" color="text.secondary">
            {row.detail}
          </Typography>
        ) : null}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: 1, sm: 'auto' } }}
      >
        {formatDateTime(row.date)}
      </Typography>
      <Typography
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          textAlign: { sm: 'right' },
          gridRow: { xs: 3, sm: 'auto' },
          gridColumn: { xs: 1, sm: 'auto' },
        }}
      >
        {formatAmount(row.amount)} {BASE_CURRENCY}
      </Typography>
      <Box
        sx={{
          gridRow: { xs: 1, sm: 'auto' },
          gridColumn: { xs: 2, sm: 'auto' },
          justifySelf: { sm: 'start' },
        }}
      >
        <InvoiceStatusChip status={row.status} />
      </Box>
      <ChevronRight
        aria-hidden
        sx={{
          color: 'text.secondary',
          display: { xs: 'none', sm: 'block' },
        }}
      />
    </ListItemButton>
  );
}

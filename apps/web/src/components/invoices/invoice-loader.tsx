import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { isApiError } from '@/lib/api-error.ts';

/** What the loader says, for a deposit's invoice and for a withdrawal's receipt. */
const TEXTS = {
  invoice: {
    loading: 'invoiceLoader.loadingInvoice',
    list: 'invoiceLoader.yourInvoices',
    notFound: 'invoiceLoader.noSuchInvoice',
    failed: 'invoiceLoader.invoiceLoadFailed',
  },
  receipt: {
    loading: 'invoiceLoader.loadingReceipt',
    list: 'invoiceLoader.yourReceipts',
    notFound: 'invoiceLoader.noSuchReceipt',
    failed: 'invoiceLoader.receiptLoadFailed',
  },
} as const;

interface InvoiceLoaderProps<TData> {
  query: UseQueryResult<TData>;
  /** What the user calls the document: a deposit's invoice or a withdrawal's receipt. */
  kind: keyof typeof TEXTS;
  /** The list of the user's documents of this kind. */
  listPath: string;
  /** Why a 404 happened, in the user's words. */
  notFound: string;
  children: (data: TData) => ReactNode;
}

/**
 * One of the user's invoices or receipts once it has loaded. A 404 means the address names
 * someone else's or no document, so it leads back to the list rather than offering a retry.
 */
export function InvoiceLoader<TData>({
  query,
  kind,
  listPath,
  notFound,
  children,
}: InvoiceLoaderProps<TData>) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  if (query.isPending) {
    return (
      <Box role="status" aria-label={t(texts.loading)} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={listPath}>
              {t(texts.list)}
            </Button>
          }
        >
          <AlertTitle>{t(texts.notFound)}</AlertTitle>
          {notFound}
        </Alert>
      );
    }
    return (
      <LoadErrorAlert
        title={t(texts.failed)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

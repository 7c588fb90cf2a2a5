import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { errorMessage } from '@/lib/api-error.ts';

/** The spinner a console panel shows while it loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, px: 1 }}>
      <CircularProgress size={24} aria-hidden />
      <span>{label}</span>
    </Box>
  );
}

/** A failed load, with the server's message and a way to try again. */
export function PanelError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useAdminText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('shared.tryAgain')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

interface QueryPanelProps<TData> {
  query: UseQueryResult<TData>;
  loadingLabel: string;
  /**
   * For a page that titles itself from its data: the title to show until the data is there, so
   * the page is never without a heading.
   */
  pendingTitle?: string;
  children: (data: TData) => ReactNode;
}

/** What one query shows: the spinner while it loads, the error with a retry, then its data. */
export function QueryPanel<TData>({
  query,
  loadingLabel,
  pendingTitle,
  children,
}: QueryPanelProps<TData>) {
  if (query.isSuccess) return children(query.data);
  return (
    <>
      {pendingTitle ? <PageTitle title={pendingTitle} /> : null}
      {query.isPending ? (
        <PanelLoading label={loadingLabel} />
      ) : (
        <PanelError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShellText } from '@/app/i18n.ts';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ChunkLoadError } from '@/lib/chunk-load.ts';

/** 'page' stands alone; 'inline' fills the content area of the signed-in shell. */
type RouteErrorLayout = 'page' | 'inline';

interface RouteErrorBoundaryProps {
  layout?: RouteErrorLayout;
  children: ReactNode;
}

/**
 * Catches whatever a screen throws, a screen whose code did not arrive included, and shows
 * RouteError instead. Going to another address tries again.
 */
export function RouteErrorBoundary({ layout = 'page', children }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) => <RouteError error={error} layout={layout} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * A screen that failed to load or crashed gets a way back. Retry reloads the page: after a new
 * release the old chunk is gone for good, and only a fresh page knows the new one's name.
 */
export function RouteError({ error, layout }: { error: unknown; layout: RouteErrorLayout }) {
  const { t } = useShellText();
  useEffect(() => {
    console.error(error);
  }, [error]);

  const chunkFailed = error instanceof ChunkLoadError;
  const title = chunkFailed ? t('routeError.chunkTitle') : t('routeError.crashTitle');
  const body = (
    <Stack spacing={3}>
      <Alert severity="error">
        {chunkFailed ? t('routeError.chunkBody') : t('routeError.crashBody')}
      </Alert>
      <Button
        variant="contained"
        size="large"
        onClick={() => window.location.reload()}
        sx={{ alignSelf: layout === 'inline' ? 'flex-start' : undefined }}
      >
        {t('routeError.retry')}
      </Button>
    </Stack>
  );

  if (layout === 'page') return <CenteredCardLayout title={title}>{body}</CenteredCardLayout>;
  return (
    <>
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2.5, sm: 3 }, maxWidth: 640 }}>
        {body}
      </Paper>
    </>
  );
}

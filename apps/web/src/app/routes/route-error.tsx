import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { ChunkLoadError } from '@/lib/chunk-load.ts';

/** The root error boundary: a screen that failed to load or crashed gets a way back. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  const chunkFailed = error instanceof ChunkLoadError;
  return (
    <CenteredCardLayout
      title={chunkFailed ? 'This screen could not be loaded' : 'Something went wrong'}
    >
      <Stack spacing={3}>
        <Alert severity="error">
          {chunkFailed
            ? 'Part of Kapital did not arrive, perhaps because the connection dropped or a new version was just published. Reloading usually fixes it.'
            : 'This screen ran into a problem. Reload the page to try again.'}
        </Alert>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </CenteredCardLayout>
  );
}

import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '@/app/routes/route-error.tsx';
import { AppLayout } from '@/app/shell/app-layout.tsx';
import { RouteLoadingOverlay } from '@/components/route-loading-overlay.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/**
 * While a screen's code arrives (on the first load too: React.lazy suspends once even for a
 * preloaded chunk) it holds a screen's height, so the footer does not show under the header and
 * then jump away: a layout shift Lighthouse counted as 0.12 on a phone.
 */
const screenFallback = (
  <Box sx={{ minHeight: '100dvh' }}>
    <RouteLoadingOverlay />
  </Box>
);

/** The customer's screens in the customer's shell; the console has a shell of its own. */
export function UserShell() {
  const context = useSignedIn();
  return (
    <AppLayout me={context.me}>
      {/* The shell stays around a screen that fails, or whose chunk is downloading. */}
      <RouteErrorBoundary layout="inline">
        <Suspense fallback={screenFallback}>
          <Outlet context={context} />
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { UnavailableScreen } from '@/components/errors/unavailable-screen.tsx';
import { RouteLoadingOverlay } from '@/components/route-loading-overlay.tsx';
import { useSession } from '@/features/auth/api/get-session.ts';
import { errorMessage } from '@/lib/api-error.ts';

/** Every route renders inside this: nothing is shown until the session is known (seed 4). */
export function RootLayout() {
  const session = useSession();

  if (session.data === undefined) {
    if (!session.isError) return null;
    return (
      <UnavailableScreen
        message={errorMessage(session.error)}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }
  return (
    <Suspense fallback={<RouteLoadingOverlay />}>
      <Outlet />
    </Suspense>
  );
}

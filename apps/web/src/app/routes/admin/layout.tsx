import Block from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { RouteErrorBoundary } from '@/app/routes/route-error.tsx';
import { AppLayout } from '@/app/shell/app-layout.tsx';
import { ConsoleLayout } from '@/app/shell/console-layout.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { RouteLoadingOverlay } from '@/components/route-loading-overlay.tsx';
import { paths } from '@/config/paths.ts';
import { isStaff } from '@/features/admin/shared/lib/staff.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { useConsoleText } from './console-text.ts';

/**
 * The admin console at /admin: its own chunk, shell and navigation, with the app's one sign-in.
 * Only staff get in; anyone else is told so in the app they know.
 */
export function AdminLayout() {
  const context = useSignedIn();
  const { me } = context;
  if (!isStaff(me.profile.role)) {
    return (
      <AppLayout me={me}>
        <NotAllowed />
      </AppLayout>
    );
  }
  return (
    <ConsoleLayout me={me}>
      <RouteErrorBoundary layout="inline">
        <Suspense fallback={<RouteLoadingOverlay />}>
          <Outlet context={context} />
        </Suspense>
      </RouteErrorBoundary>
    </ConsoleLayout>
  );
}

export function NotAllowed() {
  const { t } = useConsoleText();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle title={t('notAllowed.title')} />
      <EmptyState icon={Block} eyebrow={t('notAllowed.eyebrow')} message={t('notAllowed.message')}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('notAllowed.backToDashboard')}
        </Button>
      </EmptyState>
    </Box>
  );
}

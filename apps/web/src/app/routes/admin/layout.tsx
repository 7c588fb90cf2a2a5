import Block from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { RouteErrorBoundary } from '@/app/routes/route-error.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { RouteLoadingOverlay } from '@/components/route-loading-overlay.tsx';
import { paths } from '@/config/paths.ts';
import { AdminNav } from '@/features/admin/shared/components/admin-nav.tsx';
import { isStaff } from '@/features/admin/shared/lib/staff.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';

/**
 * The admin console at /admin: its own chunk and navigation inside the signed-in shell. Only
 * staff get in; anyone else is told so.
 */
export function AdminLayout() {
  const context = useSignedIn();
  const { role } = context.me.profile;
  if (!isStaff(role)) return <NotAllowed />;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <AdminNav role={role} />
      <Box sx={{ minWidth: 0 }}>
        <RouteErrorBoundary layout="inline">
          <Suspense fallback={<RouteLoadingOverlay />}>
            <Outlet context={context} />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}

export function NotAllowed() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="Not allowed" />
      <EmptyState
        icon={Block}
        eyebrow="Staff only"
        message="The admin console is for Kapital's staff. Your account cannot open it."
      >
        <Button component={RouterLink} to={paths.home} variant="contained">
          Back to the dashboard
        </Button>
      </EmptyState>
    </Box>
  );
}

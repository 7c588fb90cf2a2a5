import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { OverviewPanel } from '@/features/admin/overview/components/overview-panel.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { isAdmin } from '@/features/admin/shared/lib/staff.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { useConsoleText } from './console-text.ts';

/** /admin: the overview for admins; support agents, who have only the inbox, land there. */
export function AdminIndexRoute() {
  const { me } = useSignedIn();
  const { t } = useConsoleText();
  if (!isAdmin(me.profile.role)) return <Navigate to={adminPaths.chat} replace />;
  return (
    <>
      <PageTitle title={t('overview.title')} subtitle={t('overview.subtitle')} />
      <OverviewPanel />
    </>
  );
}

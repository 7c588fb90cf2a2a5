import { PageTitle } from '@/components/page-title.tsx';
import { UsersPanel } from '@/features/admin/users/components/users-panel.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminUsersRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('users.title')} />
      <UsersPanel />
    </AdminOnly>
  );
}

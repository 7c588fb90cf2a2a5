import { PageTitle } from '@/components/page-title.tsx';
import { UsersPanel } from '@/features/admin/users/components/users-panel.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminUsersRoute() {
  return (
    <AdminOnly>
      <PageTitle title="Users" />
      <UsersPanel />
    </AdminOnly>
  );
}

import { PageTitle } from '@/components/page-title.tsx';
import { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminAuditRoute() {
  return (
    <AdminOnly>
      <PageTitle title="Audit log" subtitle="Every staff action, newest first" />
      <AuditLog />
    </AdminOnly>
  );
}

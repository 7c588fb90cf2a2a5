import { PageTitle } from '@/components/page-title.tsx';
import { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminAuditRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditLog />
    </AdminOnly>
  );
}

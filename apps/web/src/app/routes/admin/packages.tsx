import { PageTitle } from '@/components/page-title.tsx';
import { PackagesPanel } from '@/features/admin/investments/components/packages-panel.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminPackagesRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('packages.title')} subtitle={t('packages.subtitle')} />
      <PackagesPanel />
    </AdminOnly>
  );
}

import { PageTitle } from '@/components/page-title.tsx';
import { PackagesPanel } from '@/features/admin/investments/components/packages-panel.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminPackagesRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Investment packages"
        subtitle="What users can invest in: the rate, the period, how many periods and the limits"
      />
      <PackagesPanel />
    </AdminOnly>
  );
}

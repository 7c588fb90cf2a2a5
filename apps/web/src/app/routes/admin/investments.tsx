import { PageTitle } from '@/components/page-title.tsx';
import { InvestmentsPanel } from '@/features/admin/investments/components/investments-panel.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminInvestmentsRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Investments"
        subtitle="Every investment, its progress and payouts, and the switch that pauses them"
      />
      <InvestmentsPanel />
    </AdminOnly>
  );
}

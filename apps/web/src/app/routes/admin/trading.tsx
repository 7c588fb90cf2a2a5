import { PageTitle } from '@/components/page-title.tsx';
import { TradingPanel } from '@/features/admin/trading/components/trading-panel.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminTradingRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Trading"
        subtitle="Open positions and exposure per pair, and what Real trading has earned the house"
      />
      <TradingPanel />
    </AdminOnly>
  );
}

import { PageTitle } from '@/components/page-title.tsx';
import { TradingPanel } from '@/features/admin/trading/components/trading-panel.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminTradingRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('trading.title')} subtitle={t('trading.subtitle')} />
      <TradingPanel />
    </AdminOnly>
  );
}

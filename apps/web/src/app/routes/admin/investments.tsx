import { PageTitle } from '@/components/page-title.tsx';
import { InvestmentsPanel } from '@/features/admin/investments/components/investments-panel.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminInvestmentsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('investments.title')} subtitle={t('investments.subtitle')} />
      <InvestmentsPanel />
    </AdminOnly>
  );
}

import { PageTitle } from '@/components/page-title.tsx';
import { DepositQueue } from '@/features/admin/money/components/deposit-queue.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminDepositsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('deposits.title')} subtitle={t('deposits.subtitle')} />
      <DepositQueue />
    </AdminOnly>
  );
}

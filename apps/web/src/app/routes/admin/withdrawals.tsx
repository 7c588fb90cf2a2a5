import { PageTitle } from '@/components/page-title.tsx';
import { WithdrawalQueue } from '@/features/admin/money/components/withdrawal-queue.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminWithdrawalsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')} />
      <WithdrawalQueue />
    </AdminOnly>
  );
}

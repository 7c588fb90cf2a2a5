import { PageTitle } from '@/components/page-title.tsx';
import { WithdrawalQueue } from '@/features/admin/money/components/withdrawal-queue.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminWithdrawalsRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Withdrawals"
        subtitle="Requests to pay out; the money is on hold until you decide"
      />
      <WithdrawalQueue />
    </AdminOnly>
  );
}

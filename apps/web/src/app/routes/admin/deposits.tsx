import { PageTitle } from '@/components/page-title.tsx';
import { DepositQueue } from '@/features/admin/money/components/deposit-queue.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminDepositsRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Deposits"
        subtitle="Deposit invoices; those with proof wait for a decision"
      />
      <DepositQueue />
    </AdminOnly>
  );
}

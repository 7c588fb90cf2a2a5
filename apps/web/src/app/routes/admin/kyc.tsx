import { PageTitle } from '@/components/page-title.tsx';
import { KycQueue } from '@/features/admin/kyc/components/kyc-queue.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminKycRoute() {
  return (
    <AdminOnly>
      <PageTitle title="KYC review" subtitle="Identity checks waiting for a decision" />
      <KycQueue />
    </AdminOnly>
  );
}

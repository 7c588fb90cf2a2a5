import { PageTitle } from '@/components/page-title.tsx';
import { ReferralQueue } from '@/features/admin/referrals/components/referral-queue.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminReferralsRoute() {
  return (
    <AdminOnly>
      <PageTitle
        title="Referrals"
        subtitle="Sign-ups that share their referrer's IP address, device or bank account"
      />
      <ReferralQueue />
    </AdminOnly>
  );
}

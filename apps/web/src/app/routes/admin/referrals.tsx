import { PageTitle } from '@/components/page-title.tsx';
import { ReferralQueue } from '@/features/admin/referrals/components/referral-queue.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminReferralsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('referrals.title')} subtitle={t('referrals.subtitle')} />
      <ReferralQueue />
    </AdminOnly>
  );
}

import { PageTitle } from '@/components/page-title.tsx';
import { KycQueue } from '@/features/admin/kyc/components/kyc-queue.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminKycRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('kyc.title')} subtitle={t('kyc.subtitle')} />
      <KycQueue />
    </AdminOnly>
  );
}

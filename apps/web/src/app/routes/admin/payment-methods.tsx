import { PageTitle } from '@/components/page-title.tsx';
import { PaymentMethodsPanel } from '@/features/admin/money/components/payment-methods-panel.tsx';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminPaymentMethodsRoute() {
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <PageTitle title={t('paymentMethods.title')} subtitle={t('paymentMethods.subtitle')} />
      <PaymentMethodsPanel />
    </AdminOnly>
  );
}

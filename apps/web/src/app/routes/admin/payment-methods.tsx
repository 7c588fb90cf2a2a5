import { PageTitle } from '@/components/page-title.tsx';
import { PaymentMethodsPanel } from '@/features/admin/money/components/payment-methods-panel.tsx';
import { AdminOnly } from './admin-only.tsx';

export function AdminPaymentMethodsRoute() {
  return (
    <AdminOnly>
      <PageTitle title="Payment methods" subtitle="Where users send money when they add balance" />
      <PaymentMethodsPanel />
    </AdminOnly>
  );
}

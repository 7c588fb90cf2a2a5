import CreditCardOff from '@mui/icons-material/CreditCardOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { paths } from '@/config/paths.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useDepositsText } from '../i18n.ts';
import { AddBalanceForm } from './add-balance-form.tsx';

/** /add-balance: the form once the payment methods are known, or why it cannot be shown. */
export function AddBalanceScreen() {
  const { t } = useDepositsText();
  const methods = usePaymentMethods();
  if (methods.isPending) {
    return (
      <Box role="status" aria-label={t('addBalance.loading')} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={140} />
      </Box>
    );
  }
  if (methods.isError) {
    return (
      <LoadErrorAlert
        title={t('addBalance.loadError')}
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  if (methods.data.items.length === 0) {
    return (
      <EmptyState
        icon={CreditCardOff}
        eyebrow={t('addBalance.noMethodsTitle')}
        message={t('addBalance.noMethods')}
      >
        <Button component={RouterLink} to={paths.balanceInvoices} variant="outlined">
          {t('addBalance.seeInvoices')}
        </Button>
      </EmptyState>
    );
  }
  return <AddBalanceForm methods={methods.data.items} />;
}

import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { WithdrawalReview } from '@/features/admin/money/components/withdrawal-review.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminWithdrawalRoute() {
  const { withdrawalId = '' } = useParams();
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <Button
        component={RouterLink}
        to={adminPaths.withdrawals}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        {t('withdrawals.queue')}
      </Button>
      <WithdrawalReview key={withdrawalId} id={withdrawalId} />
    </AdminOnly>
  );
}

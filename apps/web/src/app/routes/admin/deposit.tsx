import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { DepositReview } from '@/features/admin/money/components/deposit-review.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminDepositRoute() {
  const { depositId = '' } = useParams();
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <Button
        component={RouterLink}
        to={adminPaths.deposits}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        {t('deposits.queue')}
      </Button>
      <DepositReview key={depositId} id={depositId} />
    </AdminOnly>
  );
}

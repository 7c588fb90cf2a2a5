import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { DepositReview } from '@/features/admin/money/components/deposit-review.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { AdminOnly } from './admin-only.tsx';

export function AdminDepositRoute() {
  const { depositId = '' } = useParams();
  return (
    <AdminOnly>
      <Button
        component={RouterLink}
        to={adminPaths.deposits}
        startIcon={<ArrowBack />}
        sx={{ mb: 1 }}
      >
        Deposit queue
      </Button>
      <DepositReview key={depositId} id={depositId} />
    </AdminOnly>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { KycReview } from '@/features/admin/kyc/components/kyc-review.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { AdminOnly } from './admin-only.tsx';

export function AdminKycSubmissionRoute() {
  const { submissionId = '' } = useParams();
  return (
    <AdminOnly>
      <Button component={RouterLink} to={adminPaths.kyc} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        KYC queue
      </Button>
      <KycReview key={submissionId} id={submissionId} />
    </AdminOnly>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { KycReview } from '@/features/admin/kyc/components/kyc-review.tsx';
import { adminPaths } from '@/features/admin/shared/lib/admin-paths.ts';
import { AdminOnly } from './admin-only.tsx';
import { useConsoleText } from './console-text.ts';

export function AdminKycSubmissionRoute() {
  const { submissionId = '' } = useParams();
  const { t } = useConsoleText();
  return (
    <AdminOnly>
      <Button component={RouterLink} to={adminPaths.kyc} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('kyc.queue')}
      </Button>
      <KycReview key={submissionId} id={submissionId} />
    </AdminOnly>
  );
}

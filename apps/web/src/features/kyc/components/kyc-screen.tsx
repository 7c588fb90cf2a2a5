import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { ContentSpinner } from '@/components/page-spinner.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useKyc } from '../api/get-kyc.ts';
import { useKycText } from '../i18n.ts';
import { KycForm } from './kyc-form.tsx';
import { KycApproved, KycPending } from './kyc-status-card.tsx';

const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

/** /kyc-user: the form, or where the person's verification stands. */
export function KycScreen({ userId }: { userId: string }) {
  const { t } = useKycText();
  const kyc = useKyc(userId);

  if (kyc.isPending) return <ContentSpinner label={t('screen.loading')} />;
  if (kyc.isError) {
    return (
      <LoadErrorAlert
        title={t('screen.loadError')}
        error={kyc.error}
        onRetry={() => void kyc.refetch()}
      />
    );
  }

  const { status, submission } = kyc.data;
  if (status === 'approved') return <KycApproved submission={submission} />;
  if (status === 'pending' && submission) return <KycPending submission={submission} />;

  const rejected = status === 'rejected' ? submission : null;
  return (
    <Stack spacing={3}>
      {rejected ? (
        <Alert
          severity="error"
          variant="outlined"
          data-testid="kyc-rejection"
          sx={{ borderRadius: 3 }}
        >
          <AlertTitle>{t('screen.rejectedTitle')}</AlertTitle>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
            {rejected.rejectionReason ?? t('screen.noReason')}
          </Typography>
          {rejected.reviewedAt ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('screen.reviewedOn', { date: formatDateTime(rejected.reviewedAt) })}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      <Card variant="outlined" sx={cardSx} component="section" aria-labelledby="kyc-form-heading">
        <Typography id="kyc-form-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {rejected ? t('screen.submitAgain') : t('screen.verifyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('screen.intro')}
        </Typography>
        <KycForm userId={userId} previous={rejected} />
      </Card>
    </Stack>
  );
}

import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';
import { useAuthText } from '../i18n.ts';
import { SignOutButton } from './sign-out-button.tsx';

/**
 * What a signed-in user with an unverified e-mail sees instead of the app: no profile,
 * balance or settings are loaded until the link in the mail has been opened.
 */
export function VerifyEmailScreen({ email }: { email: string }) {
  const { t } = useAuthText();
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success(t('verifyEmail.resent', { email })),
      onError: (error) =>
        toast.error(t('verifyEmail.resendFailed', { message: errorMessage(error) })),
    });

  return (
    <CenteredCardLayout title={t('verifyEmail.title')}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailUnread color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography>{t('verifyEmail.sentTo')}</Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
            <Typography sx={{ mt: 1 }}>{t('verifyEmail.openIt')}</Typography>
          </div>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('verifyEmail.noEmail')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" size="large" loading={resend.isPending} onClick={onResend}>
            {t('verifyEmail.resend')}
          </Button>
          <SignOutButton size="large" variant="text" />
        </Stack>
      </Stack>
    </CenteredCardLayout>
  );
}

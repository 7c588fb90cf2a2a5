import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';
import { SignOutButton } from './sign-out-button.tsx';

/**
 * What a signed-in user with an unverified e-mail sees instead of the app: no profile,
 * balance or settings are loaded until the link in the mail has been opened.
 */
export function VerifyEmailScreen({ email }: { email: string }) {
  const resend = useSendVerificationEmail();

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success(`We sent a new link to ${email}.`),
      onError: (error) => toast.error(`The e-mail could not be sent: ${errorMessage(error)}`),
    });

  return (
    <CenteredCardLayout title="Verify your e-mail">
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <MarkEmailUnread color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography>We sent a link to</Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{email}</Typography>
            <Typography sx={{ mt: 1 }}>
              Open it to confirm the address; your account opens as soon as you do.
            </Typography>
          </div>
        </Box>
        <Typography variant="body2" color="text.secondary">
          No e-mail after a few minutes? Look in the spam folder, or send a new link.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" size="large" loading={resend.isPending} onClick={onResend}>
            Resend the e-mail
          </Button>
          <SignOutButton size="large" variant="text" />
        </Stack>
      </Stack>
    </CenteredCardLayout>
  );
}

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadErrorAlert } from '@/components/errors/load-error-alert.tsx';
import { useSecurityOverview } from '../api/get-security-overview.ts';
import { useSecurityText } from '../i18n.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SignInHistorySection } from './sign-in-history-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

interface SecurityScreenProps {
  userId: string;
  email: string;
}

/**
 * /security: two-step sign-in, passkeys, the browsers signed in, and the recent sign-ins. Each
 * card loads on its own, so one slow list does not hold the others back.
 */
export function SecurityScreen({ userId, email }: SecurityScreenProps) {
  const { t } = useSecurityText();
  const overview = useSecurityOverview();
  return (
    <Stack spacing={3}>
      {overview.data ? (
        <>
          <TwoFactorSection twoFactor={overview.data.twoFactor} email={email} />
          <PasskeysSection passkeys={overview.data.passkeys} />
        </>
      ) : overview.isError ? (
        <LoadErrorAlert
          title={t('screen.loadError')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <Stack spacing={3} role="status" aria-label={t('screen.loading')}>
          <Skeleton variant="rounded" height={148} sx={{ borderRadius: 3 }} />
          <Skeleton variant="rounded" height={148} sx={{ borderRadius: 3 }} />
        </Stack>
      )}
      <SessionsSection userId={userId} />
      <SignInHistorySection userId={userId} />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { sessionQueryKey, useSession } from '../api/get-session.ts';
import { openStaffAccess } from '../api/open-staff-access.ts';
import { useAuthText } from '../i18n.ts';
import {
  createStaffAccessOpener,
  dropLinkFromAddress,
  startStaffAccess,
} from '../lib/staff-access-link.ts';

/** One for the page's life: a remount must find the POST already made (see the opener). */
const openOnce = createStaffAccessOpener(openStaffAccess);

type Outcome =
  | { kind: 'opening' }
  | { kind: 'failed'; message: string }
  /** The link lacks its username or token. */
  | { kind: 'incomplete' }
  /** This browser already has a session: the link is left unused for another browser. */
  | { kind: 'signed-in' };

interface StaffAccessSignInProps {
  userName: string | undefined;
  token: string | undefined;
}

/**
 * /login-admin/{username}/{token}: the console's one-time link. The token leaves the address
 * bar and the history first, is then posted once, and a read-only session as the user opens;
 * any refusal is a page of its own, never a session.
 */
export function StaffAccessSignIn({ userName, token }: StaffAccessSignInProps) {
  const { t } = useAuthText();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (!userName || !token) return { kind: 'incomplete' };
    return session.data ? { kind: 'signed-in' } : { kind: 'opening' };
  });
  const opening = outcome.kind === 'opening';

  useEffect(() => {
    if (!opening || !userName || !token) {
      dropLinkFromAddress(window.history);
      return;
    }
    let current = true;
    startStaffAccess({ userName, token }, window.history, openOnce).then(
      async () => {
        if (!current) return;
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void navigate(paths.home, { replace: true });
      },
      (error: unknown) => {
        if (current) setOutcome({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [opening, userName, token, queryClient, navigate]);

  if (outcome.kind === 'opening') return <PageSpinner label={t('staffAccess.opening')} />;
  if (outcome.kind === 'signed-in') {
    return (
      <CenteredCardLayout
        title={t('staffAccess.signedInTitle')}
        description={t('staffAccess.signedInDescription')}
      >
        <Button component={RouterLink} to={paths.home} variant="contained" size="large" fullWidth>
          {t('staffAccess.backToKapital')}
        </Button>
      </CenteredCardLayout>
    );
  }
  return (
    <CenteredCardLayout title={t('staffAccess.refusedTitle')}>
      <Stack spacing={3}>
        <Alert severity="error" data-testid="staff-access-refusal">
          {outcome.kind === 'incomplete' ? t('staffAccess.incomplete') : outcome.message}
        </Alert>
        <Typography color="text.secondary">{t('staffAccess.refusedHelp')}</Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('staffAccess.signIn')}
        </Button>
      </Stack>
    </CenteredCardLayout>
  );
}

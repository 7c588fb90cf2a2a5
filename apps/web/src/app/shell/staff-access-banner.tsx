import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useShellText } from '../i18n.ts';
import { APP_BAR_HEIGHT } from './layout-sizes.ts';
import { type StaffAccess, staffAccessBannerText } from './staff-access-text.ts';

/**
 * Across every screen of a staff-access session, under the app bar and staying there as the page
 * scrolls: whose account this is, who is viewing it until when, and Stop, which ends the session.
 */
export function StaffAccessBanner({
  userName,
  staffAccess,
}: {
  userName: string;
  staffAccess: StaffAccess;
}) {
  const { t } = useShellText();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { title, detail } = staffAccessBannerText(t, userName, staffAccess);
  const stop = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.login, { replace: true }),
      onError: (error) =>
        toast.error(t('staffAccess.stopFailed', { message: errorMessage(error) })),
    });

  return (
    <Box
      sx={{ position: 'sticky', top: APP_BAR_HEIGHT, zIndex: (theme) => theme.zIndex.appBar - 1 }}
    >
      <Alert
        role="region"
        aria-label={t('staffAccess.region')}
        data-testid="staff-access-banner"
        variant="filled"
        severity="warning"
        icon={<VisibilityOutlined />}
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={stop}
            loading={signOut.isPending}
            sx={{ alignSelf: 'center' }}
          >
            {t('staffAccess.stop')}
          </Button>
        }
        sx={{ borderRadius: 0, alignItems: 'center', py: { xs: 0.5, sm: 0.75 } }}
      >
        {/* On a phone the title has a line of its own, above the detail. */}
        <Typography
          component="span"
          sx={{ fontWeight: 700, mr: 1, display: { xs: 'block', sm: 'inline' } }}
        >
          {title}
        </Typography>
        <Typography component="span" variant="body2">
          {detail}
        </Typography>
      </Alert>
    </Box>
  );
}

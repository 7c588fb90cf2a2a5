import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form.tsx';
import { ProfileScreenHeading } from '@/features/profile/components/profile-screen-heading.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function ChangePasswordRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <title>{t('documentTitle', { page: t('changePassword.title'), brand: BRAND_NAME })}</title>
      <ProfileScreenHeading
        title={t('changePassword.title')}
        description={t('changePassword.description')}
        backToProfile
      />
      <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <ChangePasswordForm email={me.profile.email} />
      </Card>
    </Box>
  );
}

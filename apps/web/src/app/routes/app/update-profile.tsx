import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { AvatarEditor } from '@/features/profile/components/avatar-editor.tsx';
import { ProfileScreenHeading } from '@/features/profile/components/profile-screen-heading.tsx';
import { UpdateProfileForm } from '@/features/profile/components/update-profile-form.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

const cardPadding = { p: { xs: 2.5, sm: 3 } };

export function UpdateProfileRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <title>{t('documentTitle', { page: t('updateProfile.title'), brand: BRAND_NAME })}</title>
      <ProfileScreenHeading title={t('updateProfile.title')} backToProfile />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={{ ...cardPadding, borderRadius: 3 }}>
          <AvatarEditor profile={me.profile} />
        </Card>
        <Card variant="outlined" sx={{ ...cardPadding, borderRadius: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
            {t('updateProfile.details')}
          </Typography>
          <UpdateProfileForm profile={me.profile} />
        </Card>
      </Box>
    </Box>
  );
}

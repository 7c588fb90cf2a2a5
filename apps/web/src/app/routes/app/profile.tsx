import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import { MailPreferencesCard } from '@/features/profile/components/mail-preferences-card.tsx';
import { ProfileCard } from '@/features/profile/components/profile-card.tsx';
import { ProfileScreenHeading } from '@/features/profile/components/profile-screen-heading.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function ProfileRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <title>{t('documentTitle', { page: t('profile.title'), brand: BRAND_NAME })}</title>
      <ProfileScreenHeading title={t('profile.title')} />
      <ProfileCard profile={me.profile} />
      <MailPreferencesCard userId={me.profile.uid} />
    </Box>
  );
}

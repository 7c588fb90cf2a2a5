import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function ReferralsRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageTitle title={t('referrals.title')} subtitle={t('referrals.subtitle')} />
      <ReferralsScreen userId={me.profile.uid} />
    </Box>
  );
}

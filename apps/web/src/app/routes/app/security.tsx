import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { SecurityScreen } from '@/features/security/components/security-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function SecurityRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageTitle title={t('security.title')} subtitle={t('security.subtitle')} />
      <SecurityScreen userId={me.profile.uid} email={me.profile.email} />
    </Box>
  );
}

import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KycScreen } from '@/features/kyc/components/kyc-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function KycRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <title>{t('documentTitle', { page: t('kyc.title'), brand: BRAND_NAME })}</title>
      <Box sx={{ mb: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h1" component="h1">
          {t('kyc.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('kyc.subtitle')}
        </Typography>
      </Box>
      <KycScreen userId={me.profile.uid} />
    </Box>
  );
}

import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KycScreen } from '@/features/kyc/components/kyc-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function KycRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <title>{`KYC · ${BRAND_NAME}`}</title>
      <Box sx={{ mb: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h1" component="h1">
          KYC
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Verify your identity to unlock withdrawals and Real trading.
        </Typography>
      </Box>
      <KycScreen userId={me.profile.uid} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function ReferralsRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageTitle
        title="Referrals"
        subtitle="Share your link and earn a commission on the deposits of the people who join with it."
      />
      <ReferralsScreen userId={me.profile.uid} />
    </Box>
  );
}

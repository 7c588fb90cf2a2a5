import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { SecurityScreen } from '@/features/security/components/security-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function SecurityRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageTitle
        title="Security"
        subtitle="How you sign in, and where your account is signed in."
      />
      <SecurityScreen userId={me.profile.uid} email={me.profile.email} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { BankScreen } from '@/features/bank/components/bank-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function BankRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 840, mx: 'auto' }}>
      <PageTitle title="Bank Account" subtitle="Where your withdrawals are paid." />
      <BankScreen userId={me.profile.uid} email={me.profile.email} />
    </Box>
  );
}

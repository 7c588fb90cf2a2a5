import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { BankScreen } from '@/features/bank/components/bank-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function BankRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 840, mx: 'auto' }}>
      <PageTitle title={t('bank.title')} subtitle={t('bank.subtitle')} />
      <BankScreen userId={me.profile.uid} email={me.profile.email} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/page-title.tsx';
import { WalletBalance } from '@/features/funds/components/wallet-balance.tsx';
import { StatementTable } from '@/features/statements/components/statement-table.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function WalletRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <>
      <PageTitle title={t('wallet.title')} subtitle={t('wallet.subtitle')} />
      <Stack spacing={{ xs: 3, md: 4 }}>
        <WalletBalance
          userId={me.profile.uid}
          currency={me.profile.currency}
          settings={me.settings}
        />
        <Box component="section" aria-labelledby="wallet-statement-title">
          <Typography
            id="wallet-statement-title"
            component="h2"
            variant="h6"
            sx={{ fontWeight: 600, mb: 2 }}
          >
            {t('wallet.statement')}
          </Typography>
          <StatementTable fund="wallet" filters />
        </Box>
      </Stack>
    </>
  );
}

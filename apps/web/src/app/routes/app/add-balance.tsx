import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { AddBalanceScreen } from '@/features/deposits/components/add-balance-screen.tsx';

export function AddBalanceRoute() {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageTitle
        title="Add Balance"
        subtitle="Pay by bank transfer or crypto; your wallet is credited once staff confirm the payment."
      />
      <AddBalanceScreen />
    </Box>
  );
}

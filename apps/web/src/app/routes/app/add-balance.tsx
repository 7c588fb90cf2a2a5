import Box from '@mui/material/Box';
import { PageTitle } from '@/components/page-title.tsx';
import { AddBalanceScreen } from '@/features/deposits/components/add-balance-screen.tsx';
import { usePageText } from './page-text.ts';

export function AddBalanceRoute() {
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageTitle title={t('addBalance.title')} subtitle={t('addBalance.subtitle')} />
      <AddBalanceScreen />
    </Box>
  );
}

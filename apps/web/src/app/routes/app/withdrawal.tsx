import type { CashFund } from '@kapital/shared/constants';
import { CASH_FUND_LABELS } from '@kapital/shared/constants';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { WithdrawalScreen } from '@/features/withdrawals/components/withdrawal-screen.tsx';
import { WITHDRAWAL_TITLES } from '@/features/withdrawals/lib/labels.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function WithdrawalRoute({ source }: { source: CashFund }) {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader
        title={WITHDRAWAL_TITLES[source]}
        subtitle={`From your ${CASH_FUND_LABELS[source].toLowerCase()} to your bank account.`}
        action={
          <Button component={RouterLink} to={paths.withdrawalInvoices} startIcon={<ReceiptLong />}>
            Your withdrawals
          </Button>
        }
      />
      {/* A new source is a new form: nothing typed for the wallet carries over. */}
      <WithdrawalScreen
        key={source}
        userId={me.profile.uid}
        source={source}
        currency={me.profile.currency}
        settings={me.settings}
      />
    </Box>
  );
}

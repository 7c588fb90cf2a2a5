import type { CashFund } from '@kapital/shared/constants';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { WithdrawalScreen } from '@/features/withdrawals/components/withdrawal-screen.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** The title and the line under it, by where the money comes from. */
const WITHDRAWAL_PAGES = {
  wallet: {
    title: 'withdrawal.title.wallet',
    subtitle: 'withdrawal.subtitle.wallet',
  },
  bonus: {
    title: 'withdrawal.title.bonus',
    subtitle: 'withdrawal.subtitle.bonus',
  },
  profit: {
    title: 'withdrawal.title.profit',
    subtitle: 'withdrawal.subtitle.profit',
  },
} as const satisfies Record<CashFund, { title: string; subtitle: string }>;

export function WithdrawalRoute({ source }: { source: CashFund }) {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader
        title={t(WITHDRAWAL_PAGES[source].title)}
        subtitle={t(WITHDRAWAL_PAGES[source].subtitle)}
        action={
          <Button component={RouterLink} to={paths.withdrawalInvoices} startIcon={<ReceiptLong />}>
            {t('withdrawal.yourWithdrawals')}
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

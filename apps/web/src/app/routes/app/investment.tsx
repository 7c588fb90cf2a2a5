import Add from '@mui/icons-material/Add';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { InvestmentList } from '@/features/investments/components/investment-list.tsx';
import { InvestmentTotalsSummary } from '@/features/investments/components/investment-totals-summary.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

/** /investment: every investment, its progress and its next payout, live. */
export function InvestmentRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader
        title={t('investment.title')}
        subtitle={t('investment.subtitle')}
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.investmentInvoices}
              startIcon={<ReceiptLong />}
            >
              {t('investment.invoices')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.addInvestment}
              variant="contained"
              startIcon={<Add />}
            >
              {t('investment.invest')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <InvestmentTotalsSummary userId={me.profile.uid} />
        <InvestmentList userId={me.profile.uid} />
      </Stack>
    </Box>
  );
}

import Payments from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { InvoicePage } from '@/components/invoices/invoice-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { WithdrawalList } from '@/features/withdrawals/components/withdrawal-list.tsx';
import { WithdrawalReceipt } from '@/features/withdrawals/components/withdrawal-receipt.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function WithdrawalInvoicesRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('withdrawalInvoices.title')}
        subtitle={t('withdrawalInvoices.subtitle')}
        action={
          <Button
            component={RouterLink}
            to={paths.withdrawal}
            variant="contained"
            startIcon={<Payments />}
          >
            {t('withdrawalInvoices.withdraw')}
          </Button>
        }
      />
      <WithdrawalList userId={me.profile.uid} />
    </Box>
  );
}

export function WithdrawalInvoiceRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  const { slug = '' } = useParams();
  return (
    <InvoicePage
      title={t('withdrawalInvoices.title')}
      backTo={paths.withdrawalInvoices}
      backLabel={t('withdrawalInvoices.allReceipts')}
    >
      <WithdrawalReceipt key={slug} userId={me.profile.uid} withdrawalId={slug} />
    </InvoicePage>
  );
}

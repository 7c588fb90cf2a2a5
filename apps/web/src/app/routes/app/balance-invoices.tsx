import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { InvoicePage } from '@/components/invoices/invoice-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { DepositInvoice } from '@/features/deposits/components/deposit-invoice.tsx';
import { DepositInvoiceList } from '@/features/deposits/components/deposit-invoice-list.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function BalanceInvoicesRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('balanceInvoices.title')}
        subtitle={t('balanceInvoices.subtitle')}
        action={
          <Button
            component={RouterLink}
            to={paths.addBalance}
            variant="contained"
            startIcon={<Add />}
          >
            {t('balanceInvoices.addBalance')}
          </Button>
        }
      />
      <DepositInvoiceList userId={me.profile.uid} />
    </Box>
  );
}

export function BalanceInvoiceRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  const { slug = '' } = useParams();
  return (
    <InvoicePage
      title={t('balanceInvoices.title')}
      backTo={paths.balanceInvoices}
      backLabel={t('balanceInvoices.allInvoices')}
    >
      <DepositInvoice key={slug} userId={me.profile.uid} depositId={slug} />
    </InvoicePage>
  );
}

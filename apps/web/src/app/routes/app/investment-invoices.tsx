import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { InvoicePage } from '@/components/invoices/invoice-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { InvestmentInvoice } from '@/features/investments/components/investment-invoice.tsx';
import { InvestmentInvoiceList } from '@/features/investments/components/investment-invoice-list.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { usePageText } from './page-text.ts';

export function InvestmentInvoicesRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('investmentInvoices.title')}
        subtitle={t('investmentInvoices.subtitle')}
        action={
          <Button
            component={RouterLink}
            to={paths.addInvestment}
            variant="contained"
            startIcon={<Add />}
          >
            {t('investmentInvoices.invest')}
          </Button>
        }
      />
      <InvestmentInvoiceList userId={me.profile.uid} />
    </Box>
  );
}

export function InvestmentInvoiceRoute() {
  const { me } = useSignedIn();
  const { t } = usePageText();
  const { slug = '' } = useParams();
  return (
    <InvoicePage
      title={t('investmentInvoices.title')}
      backTo={paths.investmentInvoices}
      backLabel={t('investmentInvoices.allInvoices')}
    >
      <InvestmentInvoice key={slug} userId={me.profile.uid} investmentId={slug} />
    </InvoicePage>
  );
}

import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { InvoiceList } from '@/components/invoices/invoice-list.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';

/**
 * Investments arrive with a later issue and have no API yet, so this index asks the server
 * nothing: it always shows its empty state.
 */
export function InvestmentInvoicesRoute() {
  return (
    <>
      <PageTitle title="Investment Invoice" />
      <InvoiceList
        label="Investment invoices"
        rows={[]}
        total={0}
        page={1}
        pageSize={20}
        onPageChange={() => undefined}
        empty={{
          icon: TrendingUp,
          message: 'No investment invoices yet — invest in a package to get one',
          action: (
            <Button component={RouterLink} to={paths.addInvestment} variant="contained">
              See investment packages
            </Button>
          ),
        }}
      />
    </>
  );
}

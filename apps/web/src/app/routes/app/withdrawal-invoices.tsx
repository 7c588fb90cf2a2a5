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

export function WithdrawalInvoicesRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title="Withdrawal Invoice"
        subtitle="Your withdrawal receipts, newest first."
        action={
          <Button
            component={RouterLink}
            to={paths.withdrawal}
            variant="contained"
            startIcon={<Payments />}
          >
            Withdraw
          </Button>
        }
      />
      <WithdrawalList userId={me.profile.uid} />
    </Box>
  );
}

export function WithdrawalInvoiceRoute() {
  const { me } = useSignedIn();
  const { slug = '' } = useParams();
  return (
    <InvoicePage
      title="Withdrawal Invoice"
      backTo={paths.withdrawalInvoices}
      backLabel="All withdrawal receipts"
    >
      <WithdrawalReceipt key={slug} userId={me.profile.uid} withdrawalId={slug} />
    </InvoicePage>
  );
}

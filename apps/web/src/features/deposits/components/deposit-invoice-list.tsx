import AddCard from '@mui/icons-material/AddCardOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { InvoiceList } from '@/components/invoices/invoice-list.tsx';
import { paths } from '@/config/paths.ts';
import { DEPOSITS_PAGE_SIZE, useDeposits } from '../api/get-deposits.ts';
import { useDepositsText } from '../i18n.ts';
import { balanceInvoicePath } from '../lib/deposit-paths.ts';

/** /invoice-balance: the user's deposit invoices, newest first, a page at a time. */
export function DepositInvoiceList({ userId }: { userId: string }) {
  const { t } = useDepositsText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deposits = useDeposits(userId, page);
  const rows = deposits.data?.items.map((deposit) => ({
    id: deposit.id,
    number: deposit.number,
    date: deposit.createdAt,
    amount: deposit.amount.usd,
    status: deposit.status,
    to: balanceInvoicePath(deposit.id),
    detail: t('invoiceList.reference', { reference: deposit.reference }),
  }));
  return (
    <InvoiceList
      label={t('invoiceList.label')}
      rows={rows}
      total={deposits.data?.total ?? 0}
      page={page}
      pageSize={DEPOSITS_PAGE_SIZE}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      error={deposits.error}
      onRetry={() => void deposits.refetch()}
      retrying={deposits.isFetching}
      empty={{
        icon: AddCard,
        message: t('invoiceList.empty'),
        action: (
          <Button component={RouterLink} to={paths.addBalance} variant="contained">
            {t('invoiceList.addBalance')}
          </Button>
        ),
      }}
    />
  );
}

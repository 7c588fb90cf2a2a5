import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { InvoiceList } from '@/components/invoices/invoice-list.tsx';
import { paths } from '@/config/paths.ts';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals.ts';
import { useWithdrawalsText } from '../i18n.ts';
import { fundInSentence } from '../lib/labels.ts';
import { receiptPath } from '../lib/receipt-path.ts';

/** The page in ?page=, from 1; anything else is the first page. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /invoice-wd: the person's withdrawal receipts, newest first, a page at a time. */
export function WithdrawalList({ userId }: { userId: string }) {
  const { t } = useWithdrawalsText();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const list = useWithdrawals(userId, page);

  return (
    <InvoiceList
      label={t('list.label')}
      rows={list.data?.items.map((withdrawal) => ({
        id: withdrawal.id,
        number: withdrawal.number,
        date: withdrawal.createdAt,
        amount: withdrawal.amount.usd,
        status: withdrawal.status,
        to: receiptPath(withdrawal.id),
        detail: t('list.fromFund', { fund: fundInSentence(t, withdrawal.source) }),
      }))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={WITHDRAWALS_PAGE_SIZE}
      onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
      error={list.error}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      empty={{
        message: t('list.empty'),
        action: (
          <Button component={RouterLink} to={paths.withdrawal} variant="contained">
            {t('list.withdraw')}
          </Button>
        ),
      }}
    />
  );
}

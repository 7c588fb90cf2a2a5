import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { InvoiceList } from '@/components/invoices/invoice-list.tsx';
import { paths } from '@/config/paths.ts';
import { INVESTMENTS_PAGE_SIZE, useInvestments } from '../api/get-investments.ts';
import { useInvestmentsText } from '../i18n.ts';
import { investmentInvoicePath } from '../lib/investment-paths.ts';
import { payoutsText } from '../lib/progress.ts';

/** The page in ?page=, from 1; anything else is the first page. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /invoice: the person's investment invoices, newest first, a page at a time. */
export function InvestmentInvoiceList({ userId }: { userId: string }) {
  const { t } = useInvestmentsText();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const list = useInvestments(userId, { page, status: null });

  return (
    <InvoiceList
      label={t('invoiceList.label')}
      rows={list.data?.items.map((investment) => ({
        id: investment.id,
        number: investment.number,
        date: investment.startedAt,
        amount: investment.amount.usd,
        status: investment.status,
        to: investmentInvoicePath(investment.id),
        detail: `${investment.packageName} · ${payoutsText(investment.periodsPaid, investment.periods, t)}`,
      }))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={INVESTMENTS_PAGE_SIZE}
      onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
      error={list.error}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
      empty={{
        icon: TrendingUp,
        message: t('invoiceList.empty'),
        action: (
          <Button component={RouterLink} to={paths.addInvestment} variant="contained">
            {t('invoiceList.seePackages')}
          </Button>
        ),
      }}
    />
  );
}

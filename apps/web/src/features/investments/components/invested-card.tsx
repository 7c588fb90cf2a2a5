import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { formatAmount } from '@/lib/invoices/invoice-format.ts';
import { useInvestmentTotals } from '../api/get-investment-totals.ts';

/**
 * The dashboard's "Invested": the capital of the active investments, with the profit they have
 * paid so far. Refreshed by every investment event (made, each payout, matured).
 */
export function InvestedCard({ userId }: { userId: string }) {
  const totals = useInvestmentTotals(userId);
  const failed = !totals.data && totals.isError;
  return (
    <FundCard
      title="Invested"
      icon={TrendingUp}
      amount={
        totals.data
          ? { value: formatAmount(totals.data.activeCapital), currency: BASE_CURRENCY }
          : failed
            ? { value: '—', currency: '' }
            : null
      }
      note={
        totals.data
          ? `${formatAmount(totals.data.profitEarned)} ${BASE_CURRENCY} profit earned`
          : failed
            ? 'Your investments could not be loaded.'
            : null
      }
      link={
        totals.data && totals.data.active === 0 && parseMoney(totals.data.profitEarned) === 0n
          ? { to: paths.addInvestment, label: 'Choose a package' }
          : { to: paths.investment, label: 'View investments' }
      }
    />
  );
}

import { BASE_CURRENCY } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import TrendingUp from '@mui/icons-material/TrendingUpOutlined';
import { FundCard } from '@/components/fund-card.tsx';
import { paths } from '@/config/paths.ts';
import { formatAmount } from '@/lib/i18n/format.ts';
import { useInvestmentTotals } from '../api/get-investment-totals.ts';
import { useInvestmentsText } from '../i18n.ts';

/**
 * The dashboard's "Invested": the capital of the active investments, with the profit they have
 * paid so far. Refreshed by every investment event (made, each payout, matured).
 */
export function InvestedCard({ userId }: { userId: string }) {
  const { t } = useInvestmentsText();
  const totals = useInvestmentTotals(userId);
  const failed = !totals.data && totals.isError;
  return (
    <FundCard
      title={t('investedCard.title')}
      icon={TrendingUp}
      amount={
        totals.data
          ? { value: formatAmount(parseMoney(totals.data.activeCapital)), currency: BASE_CURRENCY }
          : failed
            ? { value: '—', currency: '' }
            : null
      }
      note={
        totals.data
          ? t('investedCard.profitEarned', {
              amount: formatAmount(parseMoney(totals.data.profitEarned)),
              currency: BASE_CURRENCY,
            })
          : failed
            ? t('investedCard.loadError')
            : null
      }
      link={
        totals.data && totals.data.active === 0 && parseMoney(totals.data.profitEarned) === 0n
          ? { to: paths.addInvestment, label: t('investedCard.choosePackage') }
          : { to: paths.investment, label: t('investedCard.viewInvestments') }
      }
    />
  );
}

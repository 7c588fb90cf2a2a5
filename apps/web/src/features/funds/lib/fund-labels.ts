import type { SideFund } from '@kapital/shared/constants';
import { paths } from '@/config/paths.ts';

/** The seed's screen titles and where each fund's money is withdrawn. */
export const FUND_PAGES: Record<
  SideFund,
  { title: string; name: string; withdrawTo: string; about: string }
> = {
  bonus: {
    title: 'Bonus Fund',
    name: 'Bonus fund',
    withdrawTo: paths.withdrawalBonus,
    about: 'Referral commissions and rewards.',
  },
  profit: {
    title: 'Profit Fund',
    name: 'Profit fund',
    withdrawTo: paths.withdrawalProfit,
    about: 'Profit paid by your investments.',
  },
};

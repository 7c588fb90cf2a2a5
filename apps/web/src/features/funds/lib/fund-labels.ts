import type { SideFund } from '@kapital/shared/constants';
import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths.ts';

type FundTextKeys = Record<
  'about' | 'loadError' | 'moveExplanation' | 'moveAllLabel' | 'moreThanHeld',
  ParseKeys<'funds'>
>;

/**
 * The seed's screen titles, where each fund's money is withdrawn, and the keys of the sentences
 * that name the fund (each fund has its own: a language may not name it the same way in each).
 */
export const FUND_PAGES: Record<
  SideFund,
  { title: string; withdrawTo: string; text: FundTextKeys }
> = {
  bonus: {
    title: 'Bonus Fund',
    withdrawTo: paths.withdrawalBonus,
    text: {
      about: 'fundPages.bonus.about',
      loadError: 'fundPages.bonus.loadError',
      moveExplanation: 'fundPages.bonus.moveExplanation',
      moveAllLabel: 'fundPages.bonus.moveAllLabel',
      moreThanHeld: 'fundPages.bonus.moreThanHeld',
    },
  },
  profit: {
    title: 'Profit Fund',
    withdrawTo: paths.withdrawalProfit,
    text: {
      about: 'fundPages.profit.about',
      loadError: 'fundPages.profit.loadError',
      moveExplanation: 'fundPages.profit.moveExplanation',
      moveAllLabel: 'fundPages.profit.moveAllLabel',
      moreThanHeld: 'fundPages.profit.moreThanHeld',
    },
  },
};

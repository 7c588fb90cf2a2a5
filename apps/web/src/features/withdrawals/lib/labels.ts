import type { CashFund } from '@kapital/shared/constants';

/** The seed's screen titles: /withdrawal, /withdrawal-bonus, /withdrawal-profit. */
export const WITHDRAWAL_TITLES: Record<CashFund, string> = {
  wallet: 'Withdrawal',
  bonus: 'Withdrawal Bonus',
  profit: 'Withdrawal Profit',
};

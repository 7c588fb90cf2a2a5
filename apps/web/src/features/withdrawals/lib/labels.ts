import type { CashFund } from '@kapital/shared/constants';

/** The fund a withdrawal is paid from, as the screens name it. */
export const SOURCE_LABELS: Record<CashFund, string> = {
  wallet: 'Wallet',
  bonus: 'Bonus fund',
  profit: 'Profit fund',
};

/** The seed's screen titles: /withdrawal, /withdrawal-bonus, /withdrawal-profit. */
export const WITHDRAWAL_TITLES: Record<CashFund, string> = {
  wallet: 'Withdrawal',
  bonus: 'Withdrawal Bonus',
  profit: 'Withdrawal Profit',
};

import type { CashFund } from '@kapital/shared/constants';
import type { ParseKeys, TFunction } from 'i18next';

/** Each fund's name, as a label ("Bonus fund"). */
export const FUND_KEYS: Record<CashFund, ParseKeys<'withdrawals'>> = {
  wallet: 'funds.wallet',
  bonus: 'funds.bonus',
  profit: 'funds.profit',
};

/** "Wallet balance": the heading of the fund's balance. */
export const BALANCE_TITLE_KEYS: Record<CashFund, ParseKeys<'withdrawals'>> = {
  wallet: 'screen.balanceTitle.wallet',
  bonus: 'screen.balanceTitle.bonus',
  profit: 'screen.balanceTitle.profit',
};

/** A fund's name inside a sentence: "from your bonus fund". */
export function fundInSentence(t: TFunction<'withdrawals'>, source: CashFund): string {
  return t(FUND_KEYS[source]).toLowerCase();
}

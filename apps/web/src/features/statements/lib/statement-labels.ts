import type { CashFund, StatementType } from '@kapital/shared/constants';
import type { ParseKeys } from 'i18next';

/** The keys of each movement type's name, as statements show it. */
export const STATEMENT_TYPE_KEYS: Record<StatementType | 'other', ParseKeys<'statements'>> = {
  deposit: 'types.deposit',
  withdrawal: 'types.withdrawal',
  withdrawal_return: 'types.withdrawalReturn',
  fund_move: 'types.fundMove',
  investment: 'types.investment',
  investment_profit: 'types.investmentProfit',
  trade: 'types.trade',
  adjustment: 'types.adjustment',
  other: 'types.other',
};

/** The keys of the sentences that name a fund's statement: its table's name, its empty state. */
export const FUND_STATEMENT_KEYS: Record<
  CashFund,
  Record<'label' | 'empty', ParseKeys<'statements'>>
> = {
  wallet: { label: 'table.walletLabel', empty: 'table.walletEmpty' },
  bonus: { label: 'table.bonusLabel', empty: 'table.bonusEmpty' },
  profit: { label: 'table.profitLabel', empty: 'table.profitEmpty' },
};

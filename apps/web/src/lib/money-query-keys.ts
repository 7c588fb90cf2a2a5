/**
 * The first element of every money query's key. A balance or invoice event from the server
 * refreshes all queries under these roots, whichever screen holds them.
 */
export const MONEY_QUERY_ROOTS = {
  bank: 'bank',
  paymentMethods: 'payment-methods',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  withdrawalTerms: 'withdrawal-terms',
  statements: 'statements',
  balanceHistory: 'balance-history',
  /** The user's investments, their invoices and their totals. */
  investments: 'investments',
  /** The user's positions (open and closed) and the trading account they trade. */
  positions: 'positions',
  tradingAccount: 'trading-account',
  /** The user's referrals page: its figures, people and commissions. */
  referrals: 'referrals',
  /** The user's price alerts on the trade screen: a fired one arrives as a notice. */
  priceAlerts: 'price-alerts',
  /** The console's queues and details. */
  adminDeposits: 'admin-deposits',
  adminWithdrawals: 'admin-withdrawals',
} as const;

/** What a balance movement makes stale (a commission paid into the bonus fund, too). */
export const BALANCE_DEPENDENT_ROOTS = [
  MONEY_QUERY_ROOTS.statements,
  MONEY_QUERY_ROOTS.tradingAccount,
  MONEY_QUERY_ROOTS.balanceHistory,
  MONEY_QUERY_ROOTS.withdrawalTerms,
  MONEY_QUERY_ROOTS.referrals,
] as const;

/**
 * What a new notice may be news of without moving a balance: a commission held for review, a
 * price alert that fired. Only a screen showing these reads again.
 */
export const NOTICE_DEPENDENT_ROOTS = [
  MONEY_QUERY_ROOTS.referrals,
  MONEY_QUERY_ROOTS.priceAlerts,
] as const;

/** What an investment changing (made, paid a period, matured) makes stale. */
export const INVESTMENT_DEPENDENT_ROOTS = [MONEY_QUERY_ROOTS.investments] as const;

/** What a deposit or withdrawal changing state makes stale. */
export const INVOICE_DEPENDENT_ROOTS = [
  MONEY_QUERY_ROOTS.deposits,
  MONEY_QUERY_ROOTS.withdrawals,
  MONEY_QUERY_ROOTS.withdrawalTerms,
] as const;

/** What a position opening, changing or closing makes stale. */
export const POSITION_DEPENDENT_ROOTS = [
  MONEY_QUERY_ROOTS.positions,
  MONEY_QUERY_ROOTS.tradingAccount,
] as const;

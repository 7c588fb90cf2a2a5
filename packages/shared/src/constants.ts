export const BRAND_NAME = 'Kapital';
export const COPYRIGHT_START_YEAR = 2016;

/** The base currency every amount is stored in. */
export const BASE_CURRENCY = 'USD';
/** Currencies a user may choose; each one but USD has a rate in settings (rateMYR, ...). */
export const CURRENCIES = ['USD', 'MYR', 'IDR', 'SGD', 'BND'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const RATED_CURRENCIES = ['MYR', 'IDR', 'SGD', 'BND'] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Crypto pairs traded against USDT, in the seed's ticker order. */
export const PAIRS = [
  'BTC',
  'ETH',
  'SOL',
  'LINK',
  'XRP',
  'ADA',
  'AVAX',
  'MATIC',
  'BNB',
  'DOGE',
  'FTM',
] as const;
export type PairSymbol = (typeof PAIRS)[number];

/** The {name} part of /trade/{sym}/{name}; the seed's default trade link is /trade/BTC/bitcoin. */
export const PAIR_NAMES: Record<PairSymbol, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  LINK: 'chainlink',
  XRP: 'ripple',
  ADA: 'cardano',
  AVAX: 'avalanche',
  MATIC: 'polygon',
  BNB: 'bnb',
  DOGE: 'dogecoin',
  FTM: 'fantom',
};
export const QUOTE_ASSET = 'USDT';

/**
 * Decimals a pair's price is shown with (its tick size, as an exchange lists it): the simulated
 * feed writes prices with them and the web pads every price up to them ("95770.8" -> "95,770.80").
 */
export const PAIR_PRICE_DECIMALS: Record<PairSymbol, number> = {
  BTC: 2,
  ETH: 2,
  SOL: 2,
  LINK: 3,
  XRP: 4,
  ADA: 4,
  AVAX: 3,
  MATIC: 4,
  BNB: 2,
  DOGE: 5,
  FTM: 4,
};

/** Avatars: JPEG, PNG or WebP up to 2 MB, recognised by their bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field POST /api/profile/avatar reads the image from. */
export const AVATAR_FIELD = 'avatar';

/** The four ledger accounts every user owns. */
export const USER_ACCOUNT_KINDS = ['wallet', 'bonus', 'profit', 'demo'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];

export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What a ledger transfer is (transfers.kind). Statements, filters and the property model read
 * these names; a new money flow adds its own here.
 */
export const TRANSFER_KINDS = {
  /** world -> wallet: an approved deposit (and the demo user's seed funding). */
  deposit: 'deposit',
  /** source fund -> hold: a withdrawal request reserves its amount at once. */
  withdrawalHold: 'withdrawal.hold',
  /** hold -> world: the net amount paid out to the bank. */
  withdrawalPayout: 'withdrawal.payout',
  /** hold -> fees: the withdrawal fee, on payout. */
  withdrawalFee: 'withdrawal.fee',
  /** hold -> source fund: a rejected or cancelled withdrawal's money comes back. */
  withdrawalReturn: 'withdrawal.return',
  /** bonus or profit fund -> wallet: "Move to wallet". */
  fundMove: 'fund.move',
  /** wallet -> escrow: the capital of a new investment. */
  investmentCapital: 'investment.capital',
  /** house -> profit fund: one period's profit of an investment. */
  investmentProfit: 'investment.profit',
  /** escrow -> wallet at maturity, when the package returns capital. */
  investmentCapitalReturn: 'investment.capital_return',
  /** escrow -> house at maturity, when the package keeps the capital. */
  investmentCapitalKept: 'investment.capital_kept',
  /** trading account -> position escrow (Real) or -> demo issuer (Free): a position's stake. */
  positionStake: 'position.stake',
  /** trading account -> fees (Real) or -> demo issuer (Free): the fee at open. */
  positionOpenFee: 'position.open_fee',
  /** position escrow or house -> trading account at close: what the position returns. */
  positionPayout: 'position.payout',
  /** position escrow -> fees: the fee at close. */
  positionCloseFee: 'position.close_fee',
  /** position escrow -> house: the part of the stake a losing position leaves. */
  positionLoss: 'position.loss',
  /** demo issuer -> demo: a Free trader's first demo balance. */
  demoFunding: 'demo.funding',
  /** demo issuer <-> demo: the daily reset back to the demo balance. */
  demoReset: 'demo.reset',
  /** house -> bonus fund: a referrer's commission on an approved deposit (decision 035). */
  referralCommission: 'referral.commission',
  adminCredit: 'admin.credit',
  adminDebit: 'admin.debit',
} as const;
export type TransferKind = (typeof TRANSFER_KINDS)[keyof typeof TRANSFER_KINDS];

/** Filters of a fund's statement; each one is a set of transfer kinds (statement-types.ts). */
export const STATEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'fund_move',
  'investment',
  'investment_profit',
  'trade',
  'adjustment',
] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
export const STATEMENT_TYPE_LABELS: Record<StatementType | 'other', string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_return: 'Withdrawal returned',
  fund_move: 'Fund transfer',
  investment: 'Investment',
  investment_profit: 'Investment profit',
  trade: 'Trade',
  adjustment: 'Adjustment',
  other: 'Other',
};
export const STATEMENT_TYPE_KINDS: Record<StatementType, readonly TransferKind[]> = {
  deposit: [TRANSFER_KINDS.deposit],
  withdrawal: [TRANSFER_KINDS.withdrawalHold],
  withdrawal_return: [TRANSFER_KINDS.withdrawalReturn],
  fund_move: [TRANSFER_KINDS.fundMove],
  investment: [TRANSFER_KINDS.investmentCapital, TRANSFER_KINDS.investmentCapitalReturn],
  investment_profit: [TRANSFER_KINDS.investmentProfit],
  trade: [
    TRANSFER_KINDS.positionStake,
    TRANSFER_KINDS.positionOpenFee,
    TRANSFER_KINDS.positionPayout,
  ],
  adjustment: [TRANSFER_KINDS.adminCredit, TRANSFER_KINDS.adminDebit],
};

/** The funds a user can see a statement of and withdraw from. */
export const CASH_FUNDS = ['wallet', 'bonus', 'profit'] as const;
export type CashFund = (typeof CASH_FUNDS)[number];
/** The funds whose money "Move to wallet" moves. */
export const SIDE_FUNDS = ['bonus', 'profit'] as const;
export type SideFund = (typeof SIDE_FUNDS)[number];

export const DEPOSIT_STATUSES = [
  'pending',
  'submitted',
  'approved',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const INVESTMENT_STATUSES = ['active', 'matured'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];
/**
 * Package terms staff may set: a period of 1 hour to 1 year, 1 to 3,650 periods, and a rate of at
 * most 100 % a period.
 */
export const PACKAGE_LIMITS = {
  periodHoursMax: 8760,
  periodsMax: 3650,
  rateBpsMax: 10_000,
} as const;

/** The console's review queues: a change to one refreshes it live on the staff's screens. */
export const CONSOLE_QUEUES = ['deposits', 'withdrawals', 'kyc', 'referrals', 'chat'] as const;
export type ConsoleQueue = (typeof CONSOLE_QUEUES)[number];
export const PAYMENT_METHOD_KINDS = ['bank', 'crypto'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** A deposit without proof expires this long after it was created. */
export const DEPOSIT_PROOF_DEADLINE_HOURS = 48;
/** After bank details change, withdrawals wait this long. */
export const BANK_CHANGE_COOLDOWN_HOURS = 24;
/** Proof of payment: JPEG, PNG, WebP or PDF up to 5 MB, recognised by its bytes. */
export const DEPOSIT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const DEPOSIT_PROOF_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
/** The multipart fields of POST /api/deposits/{id}/proof. */
export const DEPOSIT_PROOF_FIELD = 'proof';
export const DEPOSIT_TX_REFERENCE_FIELD = 'txReference';

import type { CashFund } from '@kapital/shared/constants';
import type { ParseKeys, TFunction } from 'i18next';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status.ts';
import { humanize } from './format.ts';

type AdminText = TFunction<'admin'>;

/** The translated word of a code the console knows, or the code in words when it is new. */
function wordFor(
  t: AdminText,
  keys: Readonly<Record<string, ParseKeys<'admin'>>>,
  code: string,
): string {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? t(key) : humanize(code);
}

const FUND_KEYS = {
  wallet: 'funds.wallet',
  bonus: 'funds.bonus',
  profit: 'funds.profit',
  demo: 'funds.demo',
} as const;

/** A fund's short name, as the balances and the statement tabs show it: 'Wallet', 'Bonus'. */
export function fundName(t: AdminText, fund: string): string {
  return wordFor(t, FUND_KEYS, fund);
}

const CASH_FUND_KEYS = {
  wallet: 'cashFunds.wallet',
  bonus: 'cashFunds.bonus',
  profit: 'cashFunds.profit',
} as const satisfies Record<CashFund, string>;

/** A cash fund as the screens name it: 'Wallet', 'Bonus fund', 'Profit fund'. */
export function cashFundName(t: AdminText, fund: CashFund): string {
  return t(CASH_FUND_KEYS[fund]);
}

const ROLE_KEYS = {
  user: 'roles.user',
  admin: 'roles.admin',
  support: 'roles.support',
} as const;

/** A role in words: 'Admin', 'Support'. */
export function roleName(t: AdminText, role: string): string {
  return wordFor(t, ROLE_KEYS, role);
}

const KYC_STATUS_KEYS = {
  none: 'kycStatus.none',
  pending: 'kycStatus.pending',
  approved: 'kycStatus.approved',
  rejected: 'kycStatus.rejected',
} as const;

/** A KYC state in words; 'Not submitted' when there is no submission. */
export function kycStatusName(t: AdminText, status: string): string {
  return wordFor(t, KYC_STATUS_KEYS, status);
}

const MONEY_STATUS_KEYS = {
  pending: 'moneyStatus.pending',
  submitted: 'moneyStatus.submitted',
  approved: 'moneyStatus.approved',
  paid: 'moneyStatus.paid',
  rejected: 'moneyStatus.rejected',
  expired: 'moneyStatus.expired',
  cancelled: 'moneyStatus.cancelled',
} as const;

/** A deposit's or withdrawal's state, as the status chips name it. */
export function moneyStatusName(t: AdminText, status: InvoiceStatus): string {
  return wordFor(t, MONEY_STATUS_KEYS, status);
}

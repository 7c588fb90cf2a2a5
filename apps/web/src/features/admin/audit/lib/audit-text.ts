import type { AuditLogEntry } from '@kapital/shared';
import type { ParseKeys, TFunction } from 'i18next';
import {
  adminDepositPath,
  adminKycPath,
  adminUserPath,
  adminWithdrawalPath,
} from '@/features/admin/shared/lib/admin-paths.ts';
import { formatUsd, humanize } from '@/features/admin/shared/lib/format.ts';

type AdminText = TFunction<'admin'>;
type Words = Readonly<Record<string, ParseKeys<'admin'>>>;

/** The translated word of a code in `words`, or the code in words when it is new. */
function wordOf(t: AdminText, words: Words, code: string): string {
  const key = Object.hasOwn(words, code) ? words[code] : undefined;
  return key ? t(key) : humanize(code);
}

const ACTION_LABELS: Words = {
  'user.block': 'audit.actions.user.block',
  'user.unblock': 'audit.actions.user.unblock',
  'user.ban': 'audit.actions.user.ban',
  'user.trading': 'audit.actions.user.trading',
  'funds.adjust': 'audit.actions.funds.adjust',
  'settings.update': 'audit.actions.settings.update',
  'kyc.approve': 'audit.actions.kyc.approve',
  'kyc.reject': 'audit.actions.kyc.reject',
  'deposit.approve': 'audit.actions.deposit.approve',
  'deposit.reject': 'audit.actions.deposit.reject',
  'withdrawal.pay': 'audit.actions.withdrawal.pay',
  'withdrawal.reject': 'audit.actions.withdrawal.reject',
  'referral.approve': 'audit.actions.referral.approve',
  'referral.reject': 'audit.actions.referral.reject',
  'package.create': 'audit.actions.package.create',
  'package.update': 'audit.actions.package.update',
  'package.deactivate': 'audit.actions.package.deactivate',
  'payment-method.create': 'audit.actions.paymentMethod.create',
  'payment-method.update': 'audit.actions.paymentMethod.update',
  'investments.pause': 'audit.actions.investments.pause',
  'investments.resume': 'audit.actions.investments.resume',
};

/** What a staff action was, in words ('Blocked the user' for 'user.block'). */
export function actionLabel(t: AdminText, action: string): string {
  return wordOf(t, ACTION_LABELS, action);
}

const TARGET_LABELS: Words = {
  user: 'audit.targets.user',
  kyc: 'audit.targets.kyc',
  deposit: 'audit.targets.deposit',
  withdrawal: 'audit.targets.withdrawal',
  package: 'audit.targets.package',
  'payment-method': 'audit.targets.paymentMethod',
  settings: 'audit.targets.settings',
};

/** 'User Grace Hopper', 'Deposit DEP-000042', 'Settings': the kind, then the name if known. */
export function targetLabel(
  t: AdminText,
  entry: Pick<AuditLogEntry, 'targetType' | 'targetName'>,
): string {
  const kind = wordOf(t, TARGET_LABELS, entry.targetType);
  return entry.targetName ? t('audit.targetNamed', { kind, name: entry.targetName }) : kind;
}

/** The console page of the target, for those that have one. */
export function targetPath(entry: Pick<AuditLogEntry, 'targetType' | 'targetId'>): string | null {
  switch (entry.targetType) {
    case 'user':
      return adminUserPath(entry.targetId);
    case 'kyc':
      return adminKycPath(entry.targetId);
    case 'deposit':
      return adminDepositPath(entry.targetId);
    case 'withdrawal':
      return adminWithdrawalPath(entry.targetId);
    default:
      return null;
  }
}

const FIELD_LABELS: Words = {
  userBlock: 'audit.fields.userBlock',
  userStatus: 'audit.fields.userStatus',
  userTrading: 'audit.fields.userTrading',
  restrictionReason: 'audit.fields.restrictionReason',
  menuContact: 'audit.fields.menuContact',
  paused: 'audit.fields.paused',
  reason: 'audit.fields.reason',
  amount: 'audit.fields.amount',
  balance: 'audit.fields.balance',
  direction: 'audit.fields.direction',
  status: 'audit.fields.status',
  label: 'audit.fields.label',
  active: 'audit.fields.active',
  account: 'audit.fields.account',
};

/** Ids that only repeat what the entry links to, or that nobody reads. */
const HIDDEN_FIELDS = new Set(['transferId']);

/** 'instructions.bankName' as 'Instructions bank name'. */
function fieldLabel(t: AdminText, path: string): string {
  return path
    .split('.')
    .map((part, index) => {
      const label = wordOf(t, FIELD_LABELS, part);
      return index === 0 ? label : label.toLowerCase();
    })
    .join(' ');
}

/** Fields that hold an amount in USD, written the API's way ("2500.00"). */
const MONEY_FIELDS = new Set([
  'amount',
  'balance',
  'min',
  'max',
  'minAmount',
  'maxAmount',
  'depositMin',
  'depositMax',
  'withdrawalMin',
  'withdrawalFeeFixed',
  'demoBalance',
]);

/** A value as people read it; an amount field's "2500.00" as "2,500.00 USD". */
function valueText(t: AdminText, value: unknown, path = ''): string {
  const field = path.split('.').at(-1) ?? '';
  if (MONEY_FIELDS.has(field) && typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) {
    return formatUsd(value);
  }
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Nested values (a payment method's instructions) as one field each: 'instructions.bankName'. */
function flatten(record: Record<string, unknown> | null, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record ?? {})) {
    if (HIDDEN_FIELDS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as Record<string, unknown>, path)) {
        fields.set(inner, innerValue);
      }
    } else {
      fields.set(path, value);
    }
  }
  return fields;
}

/**
 * What an entry changed, a line a field: 'Blocked: No → Yes' where the field was there before,
 * 'Reason: Goodwill' where it is new. Fields that stayed the same are left out.
 */
export function auditChanges(
  t: AdminText,
  entry: Pick<AuditLogEntry, 'before' | 'after'>,
): string[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const lines: string[] = [];
  for (const [path, value] of after) {
    const label = fieldLabel(t, path);
    const now = valueText(t, value, path);
    const then = valueText(t, before.get(path), path);
    if (!before.has(path)) lines.push(`${label}: ${now}`);
    else if (then !== now) lines.push(`${label}: ${then} → ${now}`);
  }
  for (const [path, value] of before) {
    if (!after.has(path) && entry.after !== null) {
      lines.push(`${fieldLabel(t, path)}: ${valueText(t, value, path)} → —`);
    }
  }
  return lines;
}

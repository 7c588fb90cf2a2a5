import type { AuditLogEntry } from '@kapital/shared';
import { formatMoneyDisplay, parseMoney } from '@kapital/shared/money';
import {
  adminDepositPath,
  adminKycPath,
  adminUserPath,
  adminWithdrawalPath,
} from '@/features/admin/shared/lib/admin-paths.ts';
import { humanize } from '@/features/admin/shared/lib/format.ts';

const ACTION_LABELS: Record<string, string> = {
  'user.block': 'Blocked the user',
  'user.unblock': 'Unblocked the user',
  'user.ban': 'Banned the user',
  'user.trading': 'Switched Real or Free trading',
  'funds.adjust': 'Credited or debited a fund',
  'settings.update': 'Changed the settings',
  'kyc.approve': 'Approved an identity check',
  'kyc.reject': 'Rejected an identity check',
  'deposit.approve': 'Approved a deposit',
  'deposit.reject': 'Rejected a deposit',
  'withdrawal.pay': 'Paid a withdrawal',
  'withdrawal.reject': 'Rejected a withdrawal',
  'referral.approve': 'Approved a flagged referral',
  'referral.reject': 'Rejected a flagged referral',
  'package.create': 'Added a package',
  'package.update': 'Changed a package',
  'package.deactivate': 'Deactivated a package',
  'payment-method.create': 'Added a payment method',
  'payment-method.update': 'Changed a payment method',
  'investments.pause': 'Paused investment payouts',
  'investments.resume': 'Resumed investment payouts',
};

/** What a staff action was, in words ('Blocked the user' for 'user.block'). */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? humanize(action);
}

const TARGET_LABELS: Record<string, string> = {
  user: 'User',
  kyc: 'Identity check',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  package: 'Package',
  'payment-method': 'Payment method',
  settings: 'Settings',
};

/** 'User Grace Hopper', 'Deposit DEP-000042', 'Settings': the kind, then the name if known. */
export function targetLabel(entry: Pick<AuditLogEntry, 'targetType' | 'targetName'>): string {
  const kind = TARGET_LABELS[entry.targetType] ?? humanize(entry.targetType);
  return entry.targetName ? `${kind} ${entry.targetName}` : kind;
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

const FIELD_LABELS: Record<string, string> = {
  userBlock: 'Blocked',
  userStatus: 'Status',
  userTrading: 'Real trading',
  restrictionReason: 'Reason',
  menuContact: 'Contact menu',
  paused: 'Payouts paused',
};

/** Ids that only repeat what the entry links to, or that nobody reads. */
const HIDDEN_FIELDS = new Set(['transferId']);

/** 'instructions.bankName' as 'Instructions bank name'. */
function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part, index) => {
      const label = FIELD_LABELS[part] ?? humanize(part);
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
function valueText(value: unknown, path = ''): string {
  const field = path.split('.').at(-1) ?? '';
  if (MONEY_FIELDS.has(field) && typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) {
    return `${formatMoneyDisplay(parseMoney(value))} USD`;
  }
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
export function auditChanges(entry: Pick<AuditLogEntry, 'before' | 'after'>): string[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const lines: string[] = [];
  for (const [path, value] of after) {
    const label = fieldLabel(path);
    const now = valueText(value, path);
    if (!before.has(path)) lines.push(`${label}: ${now}`);
    else if (valueText(before.get(path), path) !== now) {
      lines.push(`${label}: ${valueText(before.get(path), path)} → ${now}`);
    }
  }
  for (const [path, value] of before) {
    if (!after.has(path) && entry.after !== null) {
      lines.push(`${fieldLabel(path)}: ${valueText(value, path)} → —`);
    }
  }
  return lines;
}

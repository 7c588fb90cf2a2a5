import type {
  CreatePaymentMethodBody,
  PaymentInstructions,
  PaymentMethod,
  UpdatePaymentMethodBody,
} from '@kapital/shared';
import type { PaymentMethodKind } from '@kapital/shared/constants';
import { parseMoney } from '@kapital/shared/money';
import { formatAmount } from '@/lib/i18n/format.ts';

/** The blank instructions of a kind, for a new method or after switching kinds. */
export function emptyInstructions(kind: PaymentMethodKind): PaymentInstructions {
  return kind === 'bank'
    ? { kind, bankName: '', accountHolder: '', accountNumber: '' }
    : { kind, asset: '', network: '', address: '' };
}

/** The dialog's starting values: the method as stored, or a new active bank transfer. */
export function paymentMethodFormValues(method: PaymentMethod | null): CreatePaymentMethodBody {
  if (!method) {
    return {
      label: '',
      instructions: emptyInstructions('bank'),
      min: '10.00',
      max: '100,000.00',
      active: true,
    };
  }
  return {
    label: method.label,
    instructions: method.instructions,
    // Shown as people write amounts; the form reads them back (readingTypedAmounts).
    min: formatAmount(parseMoney(method.min)),
    max: formatAmount(parseMoney(method.max)),
    active: method.active,
  };
}

/**
 * What an edit changes, for PATCH: only those fields, so the audit log names what staff did.
 * Instructions travel whole (their kind decides which fields they have). Empty when nothing
 * changed.
 */
export function changedFields(
  method: PaymentMethod,
  values: CreatePaymentMethodBody,
): UpdatePaymentMethodBody {
  const changes: UpdatePaymentMethodBody = {};
  if (values.label !== method.label) changes.label = values.label;
  if (JSON.stringify(values.instructions) !== JSON.stringify(method.instructions)) {
    changes.instructions = values.instructions;
  }
  if (!sameAmount(values.min, method.min)) changes.min = values.min;
  if (!sameAmount(values.max, method.max)) changes.max = values.max;
  if (values.active !== method.active) changes.active = values.active;
  return changes;
}

/** '10', '10.0' and '10.00' are the same amount (both are checked amounts by now). */
function sameAmount(typed: string, stored: string): boolean {
  return parseMoney(typed) === parseMoney(stored);
}

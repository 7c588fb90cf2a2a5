import { formatMoney, type PaymentMethod } from '@kapital/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentMethods, type settings } from '../../db/schema/index.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    label: row.label,
    instructions: row.instructions,
    min: formatMoney(row.minAmount),
    max: formatMoney(row.maxAmount),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The amounts a deposit through `method` may take: the tighter of the settings' deposit limits
 * and the method's own. Empty (min above max) when the two do not overlap.
 */
export function depositRange(
  limits: Pick<typeof settings.$inferSelect, 'depositMin' | 'depositMax'>,
  method: Pick<PaymentMethodRow, 'minAmount' | 'maxAmount'>,
): { min: bigint; max: bigint } {
  return {
    min: limits.depositMin > method.minAmount ? limits.depositMin : method.minAmount,
    max: limits.depositMax < method.maxAmount ? limits.depositMax : method.maxAmount,
  };
}

/** Every method, active or not, by label: the staff's list. */
export async function listPaymentMethods(db: Db | Tx): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.label), asc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

/**
 * What a user may deposit through: the active methods, each with the range the server will
 * accept (settings and method together), leaving out any whose range is empty.
 */
export async function listDepositMethods(db: Db): Promise<PaymentMethod[]> {
  const [limits, rows] = await Promise.all([
    readSettingsRow(db),
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.active, true))
      .orderBy(asc(paymentMethods.label), asc(paymentMethods.id)),
  ]);
  return rows.flatMap((row) => {
    const { min, max } = depositRange(limits, row);
    return min > max ? [] : [toPaymentMethod({ ...row, minAmount: min, maxAmount: max })];
  });
}

export async function findPaymentMethod(
  db: Db | Tx,
  methodId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  return row ?? null;
}

import { formatMoney, type PaymentMethod } from '@kapital/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';

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

/** Methods by label: only the active ones for users, every one for staff. */
export async function listPaymentMethods(
  db: Db | Tx,
  filter: { activeOnly: boolean },
): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(filter.activeOnly ? eq(paymentMethods.active, true) : undefined)
    .orderBy(asc(paymentMethods.label), asc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

export async function findPaymentMethod(
  db: Db | Tx,
  methodId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  return row ?? null;
}

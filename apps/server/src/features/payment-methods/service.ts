import { randomUUID } from 'node:crypto';
import {
  type createPaymentMethodBody,
  ERROR_CODES,
  type PaymentMethod,
  parseMoney,
  type updatePaymentMethodBody,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentMethods } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { Actor } from '../../platform/audit/actor.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type PaymentMethodRow, toPaymentMethod } from './queries.ts';

/** What deposits read of the payment methods. */
export { depositRange, findPaymentMethod } from './queries.ts';

type MethodDeps = Pick<AppDependencies, 'database' | 'clock'>;
export type NewPaymentMethod = z.output<typeof createPaymentMethodBody>;
export type PaymentMethodChange = z.output<typeof updatePaymentMethodBody>;

/** What the audit log keeps of a method: everything staff can change. */
function auditView(method: PaymentMethod) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = method;
  return fields;
}

const maxBelowMin = () =>
  new AppError(400, ERROR_CODES.validation, 'The maximum must be at least the minimum', {
    max: 'The maximum must be at least the minimum',
  });

export async function createPaymentMethod(
  deps: MethodDeps,
  actor: Actor,
  body: NewPaymentMethod,
): Promise<PaymentMethod> {
  const now = new Date(deps.clock.now());
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        id: randomUUID(),
        label: body.label,
        kind: body.instructions.kind,
        instructions: body.instructions,
        minAmount: parseMoney(body.min),
        maxAmount: parseMoney(body.max),
        active: body.active,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The payment method was not saved');
    const created = toPaymentMethod(row);
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'payment-method.create',
      targetType: 'payment-method',
      targetId: created.id,
      before: null,
      after: auditView(created),
      ip: actor.ip,
    });
    return created;
  });
}

/**
 * Changes only the fields sent. The limits are checked against the stored ones too (a new
 * minimum above the stored maximum is refused), under the row's lock so two edits cannot
 * together leave max < min.
 */
export async function updatePaymentMethod(
  deps: MethodDeps,
  actor: Actor,
  methodId: string,
  change: PaymentMethodChange,
): Promise<PaymentMethod> {
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, methodId))
      .for('update');
    if (!current) throw new AppError(404, ERROR_CODES.notFound, 'No such payment method');
    const next: Partial<PaymentMethodRow> = { updatedAt: new Date(deps.clock.now()) };
    if (change.label !== undefined) next.label = change.label;
    if (change.instructions !== undefined) {
      next.instructions = change.instructions;
      next.kind = change.instructions.kind;
    }
    if (change.min !== undefined) next.minAmount = parseMoney(change.min);
    if (change.max !== undefined) next.maxAmount = parseMoney(change.max);
    if (change.active !== undefined) next.active = change.active;
    if ((next.maxAmount ?? current.maxAmount) < (next.minAmount ?? current.minAmount)) {
      throw maxBelowMin();
    }
    const [row] = await tx
      .update(paymentMethods)
      .set(next)
      .where(eq(paymentMethods.id, methodId))
      .returning();
    if (!row) throw new Error('The payment method vanished under its lock');
    const before = toPaymentMethod(current);
    const after = toPaymentMethod(row);
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'payment-method.update',
      targetType: 'payment-method',
      targetId: methodId,
      before: auditView(before),
      after: auditView(after),
      ip: actor.ip,
    });
    return after;
  });
}

import {
  type AdjustableAccount,
  type AdjustmentResponse,
  ERROR_CODES,
  formatMoney,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { recordAudit } from '../../platform/audit/record-audit.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';

export interface AdjustmentInput {
  adminId: string;
  adminRole: string;
  /** The request's IP, for the audit entry. */
  ip: string | null;
  userId: string;
  account: AdjustableAccount;
  direction: 'credit' | 'debit';
  /** Minor units, above zero. */
  amount: bigint;
  reason: string;
  /** The request's Idempotency-Key header. */
  idempotencyKey: string;
}

/**
 * Staff credit (money in from the outside world) or debit (money out to it) of one fund, in the
 * caller's transaction: the route runs it through idempotent(), so the same key with the same
 * request answers the first result and with any other request 409. The transfer's own key is
 * per admin and Idempotency-Key. A debit beyond the balance is refused by the ledger
 * (422 INSUFFICIENT_FUNDS) and nothing is written. The audit entry joins the transaction.
 */
export async function adjustBalance(
  deps: Pick<AppDependencies, 'ledger'>,
  uow: UnitOfWork,
  input: AdjustmentInput,
): Promise<AdjustmentResponse> {
  const { ledger } = deps;
  const fund = await findFund(uow.tx, input.userId, input.account);
  if (!fund) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  const world = await ledger.systemAccount('world', uow, input.userId);
  const credit = input.direction === 'credit';
  const { transfer, replayed } = await ledger.transfer(uow, {
    debitAccountId: credit ? world.id : fund.id,
    creditAccountId: credit ? fund.id : world.id,
    amount: input.amount,
    kind: `admin.${input.direction}`,
    idempotencyKey: `admin-adjustment:${input.adminId}:${input.idempotencyKey}`,
    metadata: { adminId: input.adminId, reason: input.reason },
  });
  const [after] = await uow.tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, fund.id));
  if (!replayed) {
    const balanceAfter = after?.balance ?? 0n;
    const balanceBefore = credit ? balanceAfter - input.amount : balanceAfter + input.amount;
    await recordAudit(uow.tx, {
      actorId: input.adminId,
      actorRole: input.adminRole,
      action: 'funds.adjust',
      targetType: 'user',
      targetId: input.userId,
      before: { account: input.account, balance: formatMoney(balanceBefore) },
      after: {
        account: input.account,
        balance: formatMoney(balanceAfter),
        direction: input.direction,
        amount: formatMoney(input.amount),
        reason: input.reason,
        transferId: String(transfer.id),
      },
      ip: input.ip,
    });
  }
  return {
    transferId: String(transfer.id),
    account: input.account,
    balance: formatMoney(after?.balance ?? 0n),
  };
}

/** Every user owns each fund (a trigger creates them), so no row means no such user. */
async function findFund(tx: Tx, userId: string, kind: AdjustableAccount) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, userId), eq(accounts.kind, kind)));
  return row;
}

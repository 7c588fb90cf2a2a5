import { type FundsResponse, type SideFund, TRANSFER_KINDS } from '@kapital/shared';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { readFunds } from './queries.ts';

/** What withdrawals read of the funds. */
export { readFunds } from './queries.ts';

export interface FundMove {
  userId: string;
  fund: SideFund;
  /** Minor units, above zero. */
  amount: bigint;
  /** The request's Idempotency-Key: one key, one move, however often it is sent. */
  idempotencyKey: string;
}

/**
 * "Move to wallet": the amount leaves the bonus or profit fund for the wallet, inside the
 * request's transaction. More than the fund holds is the ledger's 422 INSUFFICIENT_FUNDS.
 */
export async function moveToWallet(
  deps: Pick<AppDependencies, 'ledger'>,
  uow: UnitOfWork,
  move: FundMove,
): Promise<FundsResponse> {
  const { ledger } = deps;
  const funds = await ledger.userAccounts(move.userId, uow);
  await ledger.transfer(uow, {
    debitAccountId: funds[move.fund].id,
    creditAccountId: funds.wallet.id,
    amount: move.amount,
    kind: TRANSFER_KINDS.fundMove,
    idempotencyKey: `fund-move:${move.userId}:${move.idempotencyKey}`,
    metadata: { from: move.fund },
  });
  const after = await readFunds(uow.tx, move.userId);
  if (!after) throw new Error(`User ${move.userId} lost their accounts during a fund move`);
  return after;
}

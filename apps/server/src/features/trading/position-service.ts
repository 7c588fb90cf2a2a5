import { randomUUID } from 'node:crypto';
import {
  type CloseReason,
  ERROR_CODES,
  formatPrice,
  levelOnRightSide,
  MONEY_ERROR_CODES,
  type PairSymbol,
  type Position,
  type PositionSide,
  parsePrice,
  settle,
  TRANSFER_KINDS,
  tradeFee,
  type UserAccountKind,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { positions, user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitOfWork } from '../../platform/ledger/index.ts';
import { readSettingsRow } from '../../platform/settings/read-settings.ts';
import { ensureDemoFunded } from './account-service.ts';
import { type PositionRow, positionView } from './views.ts';

type Deps = Pick<AppDependencies, 'ledger' | 'clock' | 'events'>;

export interface OpenRequest {
  userId: string;
  symbol: PairSymbol;
  side: PositionSide;
  /** Minor units, above zero. */
  stake: bigint;
  takeProfit: string | null;
  stopLoss: string | null;
  /** The server's fill price (units of 10^-8). */
  price: bigint;
}

const levelRefusal = (field: 'takeProfit' | 'stopLoss', message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** Take-profit and stop-loss must lie on the side of the price the position's side needs. */
export function checkLevels(
  side: PositionSide,
  price: bigint,
  levels: { takeProfit: string | null; stopLoss: string | null },
): void {
  const above = side === 'buy' ? 'above' : 'below';
  const below = side === 'buy' ? 'below' : 'above';
  if (levels.takeProfit !== null) {
    const level = parsePrice(levels.takeProfit);
    if (!levelOnRightSide('takeProfit', side, level, price)) {
      throw levelRefusal('takeProfit', `A take-profit must be ${above} the current price`);
    }
  }
  if (levels.stopLoss !== null) {
    const level = parsePrice(levels.stopLoss);
    if (!levelOnRightSide('stopLoss', side, level, price)) {
      throw levelRefusal('stopLoss', `A stop-loss must be ${below} the current price`);
    }
  }
}

/** Tells the user's screens and every instance's trigger engine that a position changed. */
function announce(deps: Pick<AppDependencies, 'events'>, uow: UnitOfWork, row: PositionRow) {
  const event = {
    type: 'position' as const,
    userId: row.userId,
    id: row.id,
    status: row.status,
  };
  uow.afterCommit(() => deps.events.publish(event));
}

/** Which account a mode trades: the wallet (Real) or the demo account (Free). */
function tradingAccount(mode: 'real' | 'demo'): UserAccountKind {
  return mode === 'real' ? 'wallet' : 'demo';
}

/**
 * Opens a position at the server's price, in the request's transaction: the stake leaves the
 * trading account (Real: into the positions account; Free: back to the demo issuer) and the fee
 * goes to fees (Free: the demo issuer). A balance too small is the ledger's 422.
 */
export async function openPosition(deps: Deps, uow: UnitOfWork, input: OpenRequest) {
  const { ledger } = deps;
  checkLevels(input.side, input.price, input);
  const [trader] = await uow.tx
    .select({ userTrading: user.userTrading })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!trader) throw new AppError(404, ERROR_CODES.notFound, 'No such user');
  const mode = trader.userTrading ? 'real' : 'demo';
  if (mode === 'demo') await ensureDemoFunded(deps, uow, input.userId);
  const settingsRow = await readSettingsRow(uow.tx);
  const fee = tradeFee(input.stake, settingsRow.tradeFeeBps);
  const [row] = await uow.tx
    .insert(positions)
    .values({
      id: randomUUID(),
      userId: input.userId,
      mode,
      symbol: input.symbol,
      side: input.side,
      stake: input.stake,
      openFee: fee,
      feeBps: settingsRow.tradeFeeBps,
      entryPrice: formatPrice(input.price),
      takeProfit: input.takeProfit,
      stopLoss: input.stopLoss,
      status: 'open',
      openedAt: new Date(deps.clock.now()),
    })
    .returning();
  if (!row) throw new Error('The position was not saved');
  const funds = await ledger.userAccounts(input.userId, uow);
  const from = funds[tradingAccount(mode)].id;
  const stakeTo = await ledger.systemAccount(
    mode === 'real' ? 'positions' : 'demo_issuer',
    uow,
    input.userId,
  );
  const feeTo = await ledger.systemAccount(
    mode === 'real' ? 'fees' : 'demo_issuer',
    uow,
    input.userId,
  );
  const reference = `position:${row.id}`;
  const metadata = { number: row.number, symbol: row.symbol, side: row.side };
  await ledger.transfer(uow, {
    debitAccountId: from,
    creditAccountId: stakeTo.id,
    amount: row.stake,
    kind: TRANSFER_KINDS.positionStake,
    reference,
    idempotencyKey: `${reference}:open`,
    metadata,
  });
  if (fee > 0n) {
    await ledger.transfer(uow, {
      debitAccountId: from,
      creditAccountId: feeTo.id,
      amount: fee,
      kind: TRANSFER_KINDS.positionOpenFee,
      reference,
      idempotencyKey: `${reference}:open-fee`,
      metadata,
    });
  }
  announce(deps, uow, row);
  return positionView(row);
}

export interface CloseRequest {
  positionId: string;
  /** Only this user's position (a manual close); any position for the trigger engine. */
  userId?: string;
  reason: CloseReason;
  /** The server's price the position closes at (units of 10^-8). */
  price: bigint;
  /** The level that fired, for a trigger. */
  triggerPrice?: bigint;
}

const notFound = () => new AppError(404, ERROR_CODES.notFound, 'No such position');

async function lockOpen(tx: Tx, positionId: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.id, positionId),
        userId === undefined ? undefined : eq(positions.userId, userId),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Closes a position exactly once: the row is locked and must still be open, so of two closes
 * racing (the user and a trigger, two instances) the second finds it closed (a 409 for a user,
 * a no-op for the engine: null). The whole stake leaves the holding account: the payout to the
 * trading account, the closing fee to fees, and the rest to the house, or the house pays the
 * profit beyond the stake. Free positions settle with the demo issuer only.
 */
export async function closePosition(
  deps: Deps,
  uow: UnitOfWork,
  request: CloseRequest,
): Promise<Position | null> {
  const { ledger } = deps;
  const locked = await lockOpen(uow.tx, request.positionId, request.userId);
  if (locked.status !== 'open') {
    if (request.userId === undefined) return null;
    throw new AppError(409, MONEY_ERROR_CODES.invalidState, 'This position is already closed');
  }
  const side = locked.side;
  const settlement = settle(
    side,
    locked.stake,
    parsePrice(locked.entryPrice),
    request.price,
    locked.feeBps,
  );
  const real = locked.mode === 'real';
  const funds = await ledger.userAccounts(locked.userId, uow);
  const to = funds[tradingAccount(locked.mode)].id;
  const holding = await ledger.systemAccount(
    real ? 'positions' : 'demo_issuer',
    uow,
    locked.userId,
  );
  const house = await ledger.systemAccount(real ? 'house' : 'demo_issuer', uow, locked.userId);
  const fees = await ledger.systemAccount(real ? 'fees' : 'demo_issuer', uow, locked.userId);
  const reference = `position:${locked.id}`;
  const metadata = { number: locked.number, symbol: locked.symbol, reason: request.reason };
  const move = async (from: number, into: number, amount: bigint, kind: string, key: string) => {
    if (amount <= 0n || from === into) return;
    await ledger.transfer(uow, {
      debitAccountId: from,
      creditAccountId: into,
      amount,
      kind,
      reference,
      idempotencyKey: key,
      metadata,
    });
  };
  // The holding account has exactly the stake: the fee first, then as much of the payout as is
  // left; the house pays a profit beyond that, or keeps what a loss leaves.
  const stakeLeft = locked.stake - settlement.closeFee;
  const fromStake = settlement.payout < stakeLeft ? settlement.payout : stakeLeft;
  await move(holding.id, to, fromStake, TRANSFER_KINDS.positionPayout, `${reference}:close`);
  await move(
    house.id,
    to,
    settlement.payout - fromStake,
    TRANSFER_KINDS.positionPayout,
    `${reference}:close:profit`,
  );
  await move(
    holding.id,
    fees.id,
    settlement.closeFee,
    TRANSFER_KINDS.positionCloseFee,
    `${reference}:close:fee`,
  );
  await move(
    holding.id,
    house.id,
    stakeLeft - fromStake,
    TRANSFER_KINDS.positionLoss,
    `${reference}:close:loss`,
  );
  const [row] = await uow.tx
    .update(positions)
    .set({
      status: 'closed',
      closedAt: new Date(deps.clock.now()),
      closeReason: request.reason,
      triggerPrice: request.triggerPrice === undefined ? null : formatPrice(request.triggerPrice),
      exitPrice: formatPrice(request.price),
      closeFee: settlement.closeFee,
      result: settlement.result,
      payout: settlement.payout,
    })
    .where(eq(positions.id, locked.id))
    .returning();
  if (!row) throw notFound();
  announce(deps, uow, row);
  return positionView(row);
}

/** New take-profit or stop-loss levels of the user's open position, checked against `price`. */
export async function updateLevels(
  deps: Deps,
  uow: UnitOfWork,
  input: {
    userId: string;
    positionId: string;
    takeProfit?: string | null;
    stopLoss?: string | null;
    price: bigint;
  },
): Promise<Position> {
  const locked = await lockOpen(uow.tx, input.positionId, input.userId);
  if (locked.status !== 'open') {
    throw new AppError(409, MONEY_ERROR_CODES.invalidState, 'This position is already closed');
  }
  const levels = {
    takeProfit: input.takeProfit === undefined ? locked.takeProfit : input.takeProfit,
    stopLoss: input.stopLoss === undefined ? locked.stopLoss : input.stopLoss,
  };
  checkLevels(locked.side, input.price, {
    takeProfit: input.takeProfit ?? null,
    stopLoss: input.stopLoss ?? null,
  });
  const [row] = await uow.tx
    .update(positions)
    .set(levels)
    .where(eq(positions.id, locked.id))
    .returning();
  if (!row) throw notFound();
  announce(deps, uow, row);
  return positionView(row);
}

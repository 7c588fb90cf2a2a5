import {
  compactDecimal,
  formatMoney,
  netResult,
  type PairSymbol,
  type Position,
} from '@kapital/shared';
import type { positions } from '../../db/schema/index.ts';

export type PositionRow = typeof positions.$inferSelect;

const money = (minor: bigint | null) => (minor === null ? null : formatMoney(minor));

export function positionView(row: PositionRow): Position {
  return {
    id: row.id,
    number: row.number,
    mode: row.mode,
    symbol: row.symbol as PairSymbol,
    side: row.side,
    status: row.status,
    stake: formatMoney(row.stake),
    openFee: formatMoney(row.openFee),
    feeBps: row.feeBps,
    fees: formatMoney(row.openFee + (row.closeFee ?? 0n)),
    entryPrice: compactDecimal(row.entryPrice),
    takeProfit: compactDecimal(row.takeProfit),
    stopLoss: compactDecimal(row.stopLoss),
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
    triggerPrice: compactDecimal(row.triggerPrice),
    exitPrice: compactDecimal(row.exitPrice),
    closeFee: money(row.closeFee),
    result: money(row.result),
    payout: money(row.payout),
    net: row.payout === null ? null : formatMoney(netResult(row.stake, row.openFee, row.payout)),
  };
}

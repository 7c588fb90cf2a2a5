import { formatMoney, formatPrice, type PairSymbol, type Position } from '@kapital/shared';
import type { positions } from '../../db/schema/index.ts';

export type PositionRow = typeof positions.$inferSelect;

/** A NUMERIC(28,8) column ("94332.18000000") as the API sends prices ("94332.18"). */
export function compactPrice(stored: string): string;
export function compactPrice(stored: string | null): string | null;
export function compactPrice(stored: string | null): string | null {
  if (stored === null) return null;
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

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
    entryPrice: compactPrice(row.entryPrice),
    takeProfit: compactPrice(row.takeProfit),
    stopLoss: compactPrice(row.stopLoss),
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
    triggerPrice: compactPrice(row.triggerPrice),
    exitPrice: compactPrice(row.exitPrice),
    closeFee: money(row.closeFee),
    result: money(row.result),
    payout: money(row.payout),
  };
}

/** A price in units of 10^-8 as the NUMERIC column takes it. */
export const priceColumn = (units: bigint) => formatPrice(units);

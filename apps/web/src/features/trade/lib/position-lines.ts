import { type Position, TRADING_MODE_LABELS } from '@kapital/shared';

/** A level drawn across the chart: an open position's entry, take-profit or stop-loss. */
export interface PositionLine {
  key: string;
  price: string;
  kind: 'entry' | 'takeProfit' | 'stopLoss';
  title: string;
}

/** The lines of a pair's open positions, in the order they are listed. */
export function positionLines(positions: readonly Position[]): PositionLine[] {
  const lines: PositionLine[] = [];
  for (const position of positions) {
    const side = position.side === 'buy' ? 'Buy' : 'Sell';
    const mode = TRADING_MODE_LABELS[position.mode];
    lines.push({
      key: `${position.id}:entry`,
      price: position.entryPrice,
      kind: 'entry',
      title: `${mode} ${side} ${position.stake}`,
    });
    if (position.takeProfit) {
      lines.push({
        key: `${position.id}:tp`,
        price: position.takeProfit,
        kind: 'takeProfit',
        title: 'TP',
      });
    }
    if (position.stopLoss) {
      lines.push({
        key: `${position.id}:sl`,
        price: position.stopLoss,
        kind: 'stopLoss',
        title: 'SL',
      });
    }
  }
  return lines;
}

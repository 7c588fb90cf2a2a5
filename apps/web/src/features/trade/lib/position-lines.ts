import type { Position } from '@kapital/shared';
import type { TFunction } from 'i18next';
import { MODE_KEYS, SIDE_KEYS } from './trade-labels.ts';

/** A level drawn across the chart: an open position's entry, take-profit or stop-loss. */
export interface PositionLine {
  key: string;
  price: string;
  kind: 'entry' | 'takeProfit' | 'stopLoss';
  title: string;
}

/** The lines of a pair's open positions, in the order they are listed. */
export function positionLines(
  positions: readonly Position[],
  t: TFunction<'trade'>,
): PositionLine[] {
  const lines: PositionLine[] = [];
  for (const position of positions) {
    lines.push({
      key: `${position.id}:entry`,
      price: position.entryPrice,
      kind: 'entry',
      title: t('chart.entryLine', {
        mode: t(MODE_KEYS[position.mode]),
        side: t(SIDE_KEYS[position.side]),
        stake: position.stake,
      }),
    });
    if (position.takeProfit) {
      lines.push({
        key: `${position.id}:tp`,
        price: position.takeProfit,
        kind: 'takeProfit',
        title: t('chart.takeProfitLine'),
      });
    }
    if (position.stopLoss) {
      lines.push({
        key: `${position.id}:sl`,
        price: position.stopLoss,
        kind: 'stopLoss',
        title: t('chart.stopLossLine'),
      });
    }
  }
  return lines;
}

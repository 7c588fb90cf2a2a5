import {
  type CloseReason,
  type PairSymbol,
  type PositionSide,
  parsePrice,
  stopOutPrice,
} from '@kapital/shared';
import { BinaryHeap } from '../../platform/collections/binary-heap.ts';

/** What the book keeps of an open position: its levels, in units of 10^-8. */
export interface WatchedPosition {
  id: string;
  symbol: PairSymbol;
  side: PositionSide;
  entryPrice: string;
  takeProfit: string | null;
  stopLoss: string | null;
}

export interface Trigger {
  positionId: string;
  reason: Exclude<CloseReason, 'manual'>;
  /** The level that was crossed. */
  level: bigint;
}

interface Entry {
  level: bigint;
  positionId: string;
  reason: Trigger['reason'];
  version: number;
}

/**
 * Every open position's take-profit, stop-loss and stop-out levels, per pair, in two heaps: the
 * levels that fire when the price rises to them (lowest first) and those that fire when it falls
 * to them (highest first). A tick pops only what it crosses, so its cost grows with the
 * positions that trigger, not with all that are open. A changed or closed position bumps its
 * version; its old entries are dropped when they surface.
 */
export class TriggerBook {
  private readonly rising = new Map<PairSymbol, BinaryHeap<Entry>>();
  private readonly falling = new Map<PairSymbol, BinaryHeap<Entry>>();
  private readonly versions = new Map<string, number>();

  get watched(): number {
    return this.versions.size;
  }

  /** Adds a position, or replaces what the book knew of it. */
  watch(position: WatchedPosition): void {
    const version = (this.versions.get(position.id) ?? 0) + 1;
    this.versions.set(position.id, version);
    const add = (direction: 'rising' | 'falling', level: bigint, reason: Trigger['reason']) => {
      if (level <= 0n) return;
      this.heap(direction, position.symbol).push({
        level,
        positionId: position.id,
        reason,
        version,
      });
    };
    const buy = position.side === 'buy';
    if (position.takeProfit !== null) {
      add(buy ? 'rising' : 'falling', parsePrice(position.takeProfit), 'take_profit');
    }
    if (position.stopLoss !== null) {
      add(buy ? 'falling' : 'rising', parsePrice(position.stopLoss), 'stop_loss');
    }
    const stopOut = stopOutPrice(position.side, parsePrice(position.entryPrice));
    add(buy ? 'falling' : 'rising', stopOut, 'stop_out');
  }

  /** The positions the book watches. */
  positionIds(): string[] {
    return [...this.versions.keys()];
  }

  /** Forgets a position (closed): its entries become stale. */
  forget(positionId: string): void {
    this.versions.delete(positionId);
  }

  /**
   * The positions whose levels the price has crossed, each once, removed from the book. Of a
   * position's levels crossed at once, the first one popped names the reason.
   */
  crossed(symbol: PairSymbol, price: bigint): Trigger[] {
    const fired = new Map<string, Trigger>();
    const drain = (heap: BinaryHeap<Entry> | undefined, crosses: (level: bigint) => boolean) => {
      if (!heap) return;
      for (let top = heap.peek(); top && crosses(top.level); top = heap.peek()) {
        heap.pop();
        if (this.versions.get(top.positionId) !== top.version) continue;
        if (!fired.has(top.positionId)) {
          fired.set(top.positionId, {
            positionId: top.positionId,
            reason: top.reason,
            level: top.level,
          });
        }
      }
    };
    drain(this.rising.get(symbol), (level) => price >= level);
    drain(this.falling.get(symbol), (level) => price <= level);
    for (const id of fired.keys()) this.versions.delete(id);
    return [...fired.values()];
  }

  private heap(direction: 'rising' | 'falling', symbol: PairSymbol): BinaryHeap<Entry> {
    const heaps = direction === 'rising' ? this.rising : this.falling;
    let heap = heaps.get(symbol);
    if (!heap) {
      heap =
        direction === 'rising'
          ? new BinaryHeap<Entry>((a, b) => a.level < b.level)
          : new BinaryHeap<Entry>((a, b) => a.level > b.level);
      heaps.set(symbol, heap);
    }
    return heap;
  }
}

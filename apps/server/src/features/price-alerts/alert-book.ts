import {
  type PairSymbol,
  type PriceAlertDirection,
  type PriceAlertRepeat,
  parsePrice,
} from '@kapital/shared';
import { BinaryHeap } from '../../platform/collections/binary-heap.ts';

/** What the book keeps of a watching alert, as its row says. */
export interface WatchedAlert {
  id: string;
  symbol: PairSymbol;
  direction: PriceAlertDirection;
  price: string;
  repeat: PriceAlertRepeat;
  armed: boolean;
}

/** What a tick asks of an alert: fire it (it was armed) or arm it again (`every`, fired). */
export interface AlertAction {
  alertId: string;
  action: 'fire' | 'rearm';
}

interface Entry {
  /** The price at which the entry is due, in units of 10^-8. */
  level: bigint;
  alertId: string;
  action: AlertAction['action'];
  version: number;
}

/**
 * Every watching alert of every pair, each as one entry in one of two heaps per pair: entries
 * due when the price rises to their level (lowest first) and those due when it falls to it
 * (highest first). An armed `above` alert is due at its price from below, an armed `below` one
 * from above; an `every` alert that fired waits for the price to be back strictly on the other
 * side (one price unit beyond its level) to re-arm. A tick pops only what it crosses, so its
 * cost grows with the alerts it acts on, not with all that are watched. A changed or removed
 * alert bumps its version; its old entry is dropped when it surfaces.
 */
export class AlertBook {
  private readonly rising = new Map<PairSymbol, BinaryHeap<Entry>>();
  private readonly falling = new Map<PairSymbol, BinaryHeap<Entry>>();
  private readonly versions = new Map<string, number>();

  get watched(): number {
    return this.versions.size;
  }

  /** Adds an alert, or replaces what the book knew of it; one that is done is forgotten. */
  watch(alert: WatchedAlert): void {
    if (!alert.armed && alert.repeat === 'once') {
      this.forget(alert.id);
      return;
    }
    const version = (this.versions.get(alert.id) ?? 0) + 1;
    this.versions.set(alert.id, version);
    const level = parsePrice(alert.price);
    const above = alert.direction === 'above';
    const entry = (at: bigint, action: Entry['action']) => ({
      level: at,
      alertId: alert.id,
      action,
      version,
    });
    if (alert.armed) {
      this.heap(above ? 'rising' : 'falling', alert.symbol).push(entry(level, 'fire'));
    } else {
      // Strictly back on the other side: prices are whole units of 10^-8.
      this.heap(above ? 'falling' : 'rising', alert.symbol).push(
        entry(above ? level - 1n : level + 1n, 'rearm'),
      );
    }
  }

  /** Forgets an alert (removed, or a `once` alert that fired): its entry becomes stale. */
  forget(alertId: string): void {
    this.versions.delete(alertId);
  }

  /**
   * The alerts the price has reached, each with what to do, removed from the book: the caller
   * watches each again as its row stands after acting on it.
   */
  crossed(symbol: PairSymbol, price: bigint): AlertAction[] {
    const due: AlertAction[] = [];
    const drain = (heap: BinaryHeap<Entry> | undefined, crosses: (level: bigint) => boolean) => {
      if (!heap) return;
      for (let top = heap.peek(); top && crosses(top.level); top = heap.peek()) {
        heap.pop();
        if (this.versions.get(top.alertId) !== top.version) continue;
        this.versions.delete(top.alertId);
        due.push({ alertId: top.alertId, action: top.action });
      }
    };
    drain(this.rising.get(symbol), (level) => price >= level);
    drain(this.falling.get(symbol), (level) => price <= level);
    return due;
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

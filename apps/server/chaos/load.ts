/**
 * The bounded mixed load: one client per user doing what a person would (withdraw, cancel, move
 * a fund, invest, open and close positions with take-profit and stop-loss), and one staff client
 * paying or rejecting the queue of pending withdrawals, all spread over the instances.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { formatMoney, type PairSymbol } from '@kapital/shared';
import { isOk, type Session, type Traffic } from './client.ts';
import type { FakeBinance } from './fake-binance.ts';
import type { ChaosUser } from './setup.ts';

const TRADED: PairSymbol[] = ['BTC', 'ETH', 'SOL'];
/** Take-profit and stop-loss this far from the price: the fake feed's walk reaches them in seconds. */
const LEVEL_DISTANCE = 0.003;

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
/** A whole-cent amount from `low` to `high` dollars, as the API reads it. */
const dollars = (low: number, high: number) => formatMoney(BigInt(between(low * 100, high * 100)));
const pickOne = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

interface LoadContext {
  traffic: Traffic;
  feed: FakeBinance;
  /** Whether the load is still running; clients finish their current action when it ends. */
  running: () => boolean;
}

async function userClient(context: LoadContext, person: ChaosUser): Promise<void> {
  const { traffic } = context;
  const pendingWithdrawals: string[] = [];
  const openPositions: string[] = [];
  while (context.running()) {
    const roll = Math.random();
    if (roll < 0.28) {
      const source = Math.random() < 0.15 ? 'bonus' : 'wallet';
      const made = await traffic.act('withdrawal.create', person, 'POST', '/api/withdrawals', {
        source,
        amount: dollars(20, 60),
      });
      if (isOk(made)) pendingWithdrawals.push((made.answer as { id: string }).id);
    } else if (roll < 0.36 && pendingWithdrawals.length > 0) {
      const id = pendingWithdrawals.splice(between(0, pendingWithdrawals.length - 1), 1)[0];
      await traffic.act('withdrawal.cancel', person, 'POST', `/api/withdrawals/${id}/cancel`, {});
    } else if (roll < 0.5) {
      const fund = Math.random() < 0.5 ? 'bonus' : 'profit';
      await traffic.act('fund.move', person, 'POST', `/api/funds/${fund}/move`, {
        amount: fund === 'bonus' ? dollars(1, 5) : dollars(0, 1),
      });
    } else if (roll < 0.6) {
      await traffic.act('investment.create', person, 'POST', '/api/investments', {
        packageSlug: 'starter',
        amount: dollars(10, 30),
      });
    } else if (roll < 0.88) {
      const symbol = pickOne(TRADED) as PairSymbol;
      const side = Math.random() < 0.5 ? 'buy' : 'sell';
      const price = context.feed.price(symbol);
      const up = (price * (1 + LEVEL_DISTANCE)).toFixed(2);
      const down = (price * (1 - LEVEL_DISTANCE)).toFixed(2);
      const opened = await traffic.act('position.open', person, 'POST', '/api/positions', {
        symbol,
        side,
        stake: dollars(10, 50),
        takeProfit: side === 'buy' ? up : down,
        stopLoss: side === 'buy' ? down : up,
      });
      if (isOk(opened)) openPositions.push((opened.answer as { id: string }).id);
    } else if (openPositions.length > 0) {
      const id = openPositions.splice(between(0, openPositions.length - 1), 1)[0];
      await traffic.act('position.close', person, 'POST', `/api/positions/${id}/close`, {});
    }
    await sleep(between(100, 400));
  }
}

/** Staff work the payout queue: most pending withdrawals paid, some rejected. */
async function staffClient(context: LoadContext, staff: Session): Promise<void> {
  const { traffic } = context;
  while (context.running()) {
    const listed = await traffic
      .read<{ items: { id: string }[] }>(staff, '/api/admin/withdrawals?status=pending&size=20')
      .catch(() => undefined);
    const queue = listed?.status === 200 ? listed.body.items : [];
    for (const item of queue.slice(0, 6)) {
      if (!context.running()) break;
      if (Math.random() < 0.75) {
        await traffic.act(
          'withdrawal.pay',
          staff,
          'POST',
          `/api/admin/withdrawals/${item.id}/pay`,
          { payoutReference: `CHAOS-${item.id.slice(0, 8)}` },
        );
      } else {
        await traffic.act(
          'withdrawal.reject',
          staff,
          'POST',
          `/api/admin/withdrawals/${item.id}/reject`,
          { reason: 'Chaos suite rejects some' },
        );
      }
    }
    // Staff take a moment between rounds: a user may cancel before the payout, as in life.
    await sleep(between(1_500, 2_500));
  }
}

/** Runs every client until `running()` turns false and each has finished its last action. */
export async function runLoad(
  context: LoadContext,
  users: ChaosUser[],
  staff: Session,
): Promise<void> {
  await Promise.all([
    ...users.map((person) => userClient(context, person)),
    staffClient(context, staff),
  ]);
}

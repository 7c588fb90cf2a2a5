/**
 * The bounded mixed load: one client per user doing what a person would (withdraw, cancel, move
 * a fund, invest, open and close positions with take-profit and stop-loss, deposit with a proof
 * of payment, write to support), and one staff client paying or rejecting the queue of pending
 * withdrawals and approving or rejecting submitted deposits, all spread over the instances.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEPOSIT_PROOF_FIELD,
  DEPOSIT_TX_REFERENCE_FIELD,
  formatMoney,
  type PairSymbol,
} from '@kapital/shared';
import { tinyPng } from '../test/helpers/image-fixtures.ts';
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
  /** The payment method staff added in setup. */
  depositMethodId: string;
}

/** The proof of payment every deposit sends: a real PNG, as a phone's screenshot would be. */
const PROOF_PNG = tinyPng();

/**
 * A deposit as a person makes one: the invoice, then (mostly) the proof of payment under one
 * key with the same file and reference on every retry; sometimes cancelled instead, rarely left
 * waiting. Staff decide the submitted ones.
 */
async function deposit(context: LoadContext, person: ChaosUser, submitted: string[]) {
  const { traffic } = context;
  // Now and then the user withdraws an invoice staff have not decided yet (a race with them).
  if (submitted.length > 0 && Math.random() < 0.1) {
    const id = submitted.splice(between(0, submitted.length - 1), 1)[0];
    await traffic.act('deposit.cancel', person, 'POST', `/api/deposits/${id}/cancel`, {});
    return;
  }
  const made = await traffic.act('deposit.create', person, 'POST', '/api/deposits', {
    methodId: context.depositMethodId,
    amount: dollars(20, 150),
  });
  if (!isOk(made)) return;
  const id = (made.answer as { id: string }).id;
  const fate = Math.random();
  await sleep(between(100, 300));
  if (fate < 0.85) {
    const txReference = `CHAOS-TX-${id.slice(0, 8)}`;
    const form = new FormData();
    form.set(DEPOSIT_TX_REFERENCE_FIELD, txReference);
    form.set(DEPOSIT_PROOF_FIELD, new Blob([PROOF_PNG], { type: 'image/png' }), 'proof.png');
    const sent = await traffic.act(
      'deposit.proof',
      person,
      'POST',
      `/api/deposits/${id}/proof`,
      { txReference },
      form,
    );
    if (isOk(sent)) submitted.push(id);
  } else if (fate < 0.95) {
    await traffic.act('deposit.cancel', person, 'POST', `/api/deposits/${id}/cancel`, {});
  }
}

async function userClient(context: LoadContext, person: ChaosUser): Promise<void> {
  const { traffic } = context;
  const pendingWithdrawals: string[] = [];
  const openPositions: string[] = [];
  const submittedDeposits: string[] = [];
  let messages = 0;
  while (context.running()) {
    // Deposits and chat come on top of the other flows, which keep their shares among themselves.
    const extra = Math.random();
    const roll = Math.random();
    if (extra < 0.05) {
      await deposit(context, person, submittedDeposits);
    } else if (extra < 0.08) {
      // The browser's client id names one send; a retry repeats it (decision 038).
      messages += 1;
      await traffic.act('chat.send', person, 'POST', '/api/chat/messages', {
        text: `Chaos message ${messages} from ${person.userName}`,
        clientId: randomUUID(),
      });
    } else if (roll < 0.28) {
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
    const deposits = await traffic
      .read<{ items: { id: string }[] }>(staff, '/api/admin/deposits?status=submitted&size=20')
      .catch(() => undefined);
    const submitted = deposits?.status === 200 ? deposits.body.items : [];
    for (const item of submitted.slice(0, 6)) {
      if (!context.running()) break;
      if (Math.random() < 0.8) {
        await traffic.act(
          'deposit.approve',
          staff,
          'POST',
          `/api/admin/deposits/${item.id}/approve`,
          {},
        );
      } else {
        await traffic.act(
          'deposit.reject',
          staff,
          'POST',
          `/api/admin/deposits/${item.id}/reject`,
          {
            reason: 'Chaos suite rejects some',
          },
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

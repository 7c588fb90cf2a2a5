import {
  formatMoneyDisplay,
  formatPairPrice,
  maskEmail,
  type NotificationKind,
  PAIR_NAMES,
  QUOTE_ASSET,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deposits,
  investments,
  positions,
  referralCommission,
  user,
  withdrawals,
} from '../../db/schema/index.ts';
import type { DomainEvent } from '../../platform/events/event-bus.ts';

/** Any page with this query opens the chat panel (issue 21), so the notice opens the chat. */
const CHAT_PANEL_LINK = '/?chat=open';

/** A notice to keep, named by what happened so that hearing it twice keeps it once. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  /** What happened, e.g. `deposit:{id}:approved`: unique among all notices. */
  dedupeKey: string;
}

const usd = (minor: bigint) => `${formatMoneyDisplay(minor)} USD`;

/**
 * The one place that decides which happenings are worth a notice and what it says. Events carry
 * ids and states only; the subject's number and amount are read from its row, which has
 * committed before its event was published. Null: nothing to tell (a deposit issued, a
 * position the user closed themselves).
 */
export async function noticeFor(db: Db, event: DomainEvent): Promise<Notice | null> {
  switch (event.type) {
    case 'invoice':
      if (event.invoice === 'deposit') return depositNotice(db, event.id, event.status);
      if (event.invoice === 'withdrawal') return withdrawalNotice(db, event.id, event.status);
      return investmentNotice(db, event.id);
    case 'position':
      return event.status === 'closed' ? positionNotice(db, event.id) : null;
    case 'kyc':
      return {
        userId: event.userId,
        kind: `kyc.${event.status}`,
        text: `Your identity verification was ${event.status}.`,
        link: '/kyc-user',
        dedupeKey: `kyc:${event.id}:${event.status}`,
      };
    case 'sign_in.new_device':
      return {
        userId: event.userId,
        kind: 'sign_in.new_device',
        text: `Your account was signed in to from a new device${deviceWords(event)}.`,
        link: '/security',
        dedupeKey: `sign-in:${event.attemptId}`,
      };
    case 'referral.commission':
      return referralNotice(db, event.depositId, event.level);
    case 'price_alert.fired':
      return priceAlertNotice(event);
    case 'chat.message':
      // Only a staff reply is news to the user; the text stays in the chat, not in the bell.
      return event.senderRole === 'staff'
        ? {
            userId: event.userId,
            kind: 'chat.reply',
            text: 'Support replied to your message.',
            link: CHAT_PANEL_LINK,
            dedupeKey: `chat:${event.messageId}`,
          }
        : null;
    default:
      return null;
  }
}

/** "BTC/USDT rose above 65,000.00 (now 65,012.35)", prices with the pair's decimals. */
function priceAlertNotice(event: Extract<DomainEvent, { type: 'price_alert.fired' }>): Notice {
  const { symbol } = event;
  const moved = event.direction === 'above' ? 'rose above' : 'fell below';
  return {
    userId: event.userId,
    kind: 'price_alert.fired',
    text: `${symbol}/${QUOTE_ASSET} ${moved} ${formatPairPrice(event.price, symbol)} (now ${formatPairPrice(event.firedPrice, symbol)}).`,
    link: `/trade/${symbol}/${PAIR_NAMES[symbol]}`,
    dedupeKey: `price_alert:${event.alertId}:${event.firedCount}`,
  };
}

function deviceWords({ browser, system }: { browser: string | null; system: string | null }) {
  if (browser && system) return ` (${browser} on ${system})`;
  const known = browser ?? system;
  return known ? ` (${known})` : '';
}

async function depositNotice(db: Db, id: string, status: string): Promise<Notice | null> {
  if (status !== 'approved' && status !== 'rejected') return null;
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  if (!row) return null;
  return {
    userId: row.userId,
    kind: `deposit.${status}`,
    text: `Your deposit ${row.number} of ${usd(row.amount)} was ${status}.`,
    link: `/invoice-balance/${row.id}`,
    dedupeKey: `deposit:${row.id}:${status}`,
  };
}

async function withdrawalNotice(db: Db, id: string, status: string): Promise<Notice | null> {
  if (status !== 'paid' && status !== 'rejected') return null;
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) return null;
  return {
    userId: row.userId,
    kind: `withdrawal.${status}`,
    text: `Your withdrawal ${row.number} of ${usd(row.amount)} was ${status}.`,
    link: `/invoice-wd/${row.id}`,
    dedupeKey: `withdrawal:${row.id}:${status}`,
  };
}

/**
 * An investment's event says only its status, so its row tells which period was paid last.
 * Periods paid together (a worker catching up after downtime) make one notice for the last
 * of them; the maturity notice covers the final period.
 */
async function investmentNotice(db: Db, id: string): Promise<Notice | null> {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  if (!row) return null;
  const link = `/invoice/${row.id}`;
  if (row.status === 'matured') {
    const capital = row.capitalReturned
      ? `; its capital of ${usd(row.amount)} went back to your wallet`
      : '';
    return {
      userId: row.userId,
      kind: 'investment.matured',
      text: `Your investment ${row.number} matured${capital}.`,
      link,
      dedupeKey: `investment:${row.id}:matured`,
    };
  }
  // Made just now: the user did that themselves.
  if (row.periodsPaid === 0) return null;
  return {
    userId: row.userId,
    kind: 'investment.payout',
    text: `Your investment ${row.number} paid ${usd(row.profitPerPeriod)} of profit for period ${row.periodsPaid} of ${row.periods}.`,
    link,
    dedupeKey: `investment:${row.id}:period:${row.periodsPaid}`,
  };
}

const CLOSED_BY = {
  take_profit: { kind: 'position.take_profit', words: 'closed at its take-profit' },
  stop_loss: { kind: 'position.stop_loss', words: 'closed at its stop-loss' },
  stop_out: { kind: 'position.stop_out', words: 'was stopped out' },
} as const;

/** Only a close the user did not make is news to them. */
async function positionNotice(db: Db, id: string): Promise<Notice | null> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id));
  if (row?.status !== 'closed' || !row.closeReason || row.closeReason === 'manual') {
    return null;
  }
  const { kind, words } = CLOSED_BY[row.closeReason];
  const demo = row.mode === 'demo' ? 'demo ' : '';
  const result = row.result === null ? '' : ` with a result of ${usd(row.result)}`;
  return {
    userId: row.userId,
    kind,
    text: `Your ${demo}position ${row.number} (${row.symbol} ${row.side}) ${words}${result}.`,
    link: '/history-trade',
    dedupeKey: `position:${row.id}:closed`,
  };
}

/** A referrer's commission, as its row says now (paid or held when the deposit was approved). */
async function referralNotice(db: Db, depositId: string, level: number): Promise<Notice | null> {
  const [row] = await db
    .select({
      referrerId: referralCommission.referrerId,
      amount: referralCommission.amount,
      rateBps: referralCommission.rateBps,
      status: referralCommission.status,
      depositorEmail: user.email,
    })
    .from(referralCommission)
    .innerJoin(user, eq(user.id, referralCommission.depositorId))
    .where(and(eq(referralCommission.depositId, depositId), eq(referralCommission.level, level)));
  if (!row || (row.status !== 'paid' && row.status !== 'held')) return null;
  const share = `${row.rateBps / 100}% of a deposit by ${maskEmail(row.depositorEmail)}`;
  const held = row.status === 'held';
  return {
    userId: row.referrerId,
    kind: held ? 'referral.held' : 'referral.paid',
    text: held
      ? `A commission of ${usd(row.amount)} (${share}) is held for review.`
      : `You earned ${usd(row.amount)}: ${share}.`,
    link: '/refferals',
    dedupeKey: `referral:${depositId}:${level}:${row.status}`,
  };
}

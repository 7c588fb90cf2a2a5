import {
  formatMoney,
  type Language,
  maskEmail,
  type NotificationKind,
  PAIR_NAMES,
  PAIR_PRICE_DECIMALS,
  type PairSymbol,
  QUOTE_ASSET,
} from '@kapital/shared';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { formatAmount } from '../../platform/i18n/translator.ts';
import { noticeT } from './notice-texts.ts';

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

/**
 * Amounts and prices as the recipient's language writes numbers ("1,234.56", "1.234,56"), every
 * digit kept: the platform's one number formatter, as the mail templates use it.
 */
const usd = (minor: bigint, language: Language) => formatAmount(formatMoney(minor), language, true);
const pairPrice = (price: string, symbol: PairSymbol, language: Language) =>
  formatAmount(price, language, true, PAIR_PRICE_DECIMALS[symbol]);

/** The language a notice is written in: the recipient's, English if the row is gone. */
async function languageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
  return row?.language ?? 'en';
}

/**
 * The one place that decides which happenings are worth a notice and what it says, in the
 * recipient's language at the moment it is made (issue 22; the text is kept as written). Events
 * carry ids and states only; the subject's number and amount are read from its row, which has
 * committed before its event was published, with its owner's language joined in. Null: nothing
 * to tell (a deposit issued, a position the user closed themselves).
 */
export async function noticeFor(db: Db, event: DomainEvent): Promise<Notice | null> {
  switch (event.type) {
    case 'invoice':
      if (event.invoice === 'deposit') return depositNotice(db, event.id, event.status);
      if (event.invoice === 'withdrawal') return withdrawalNotice(db, event.id, event.status);
      return investmentNotice(db, event.id);
    case 'position':
      return event.status === 'closed' ? positionNotice(db, event.id) : null;
    case 'kyc': {
      const t = noticeT(await languageOf(db, event.userId));
      return {
        userId: event.userId,
        kind: `kyc.${event.status}`,
        text: t(`kyc.${event.status}`),
        link: '/kyc-user',
        dedupeKey: `kyc:${event.id}:${event.status}`,
      };
    }
    case 'sign_in.new_device': {
      const t = noticeT(await languageOf(db, event.userId));
      const device = deviceWords(t, event);
      return {
        userId: event.userId,
        kind: 'sign_in.new_device',
        text: device ? t('signIn.newNamedDevice', { device }) : t('signIn.newDevice'),
        link: '/security',
        dedupeKey: `sign-in:${event.attemptId}`,
      };
    }
    case 'referral.commission':
      return referralNotice(db, event.depositId, event.level);
    case 'price_alert.fired':
      return priceAlertNotice(event, await languageOf(db, event.userId));
    case 'chat.message':
      // Only a staff reply is news to the user; the text stays in the chat, not in the bell.
      return event.senderRole === 'staff'
        ? {
            userId: event.userId,
            kind: 'chat.reply',
            text: noticeT(await languageOf(db, event.userId))('chat.reply'),
            link: CHAT_PANEL_LINK,
            dedupeKey: `chat:${event.messageId}`,
          }
        : null;
    default:
      return null;
  }
}

/** "BTC/USDT rose above 65,000.00 (now 65,012.35)", prices with the pair's decimals. */
function priceAlertNotice(
  event: Extract<DomainEvent, { type: 'price_alert.fired' }>,
  language: Language,
): Notice {
  const { symbol } = event;
  return {
    userId: event.userId,
    kind: 'price_alert.fired',
    text: noticeT(language)(`priceAlert.${event.direction}`, {
      pair: `${symbol}/${QUOTE_ASSET}`,
      price: pairPrice(event.price, symbol, language),
      now: pairPrice(event.firedPrice, symbol, language),
    }),
    link: `/trade/${symbol}/${PAIR_NAMES[symbol]}`,
    dedupeKey: `price_alert:${event.alertId}:${event.firedCount}`,
  };
}

function deviceWords(
  t: ReturnType<typeof noticeT>,
  { browser, system }: { browser: string | null; system: string | null },
): string | null {
  if (browser && system) return t('signIn.browserOnSystem', { browser, system });
  return browser ?? system;
}

async function depositNotice(db: Db, id: string, status: string): Promise<Notice | null> {
  if (status !== 'approved' && status !== 'rejected') return null;
  const [found] = await db
    .select({ row: deposits, language: user.language })
    .from(deposits)
    .innerJoin(user, eq(user.id, deposits.userId))
    .where(eq(deposits.id, id));
  if (!found) return null;
  const { row, language } = found;
  return {
    userId: row.userId,
    kind: `deposit.${status}`,
    text: noticeT(language)(`deposit.${status}`, {
      number: row.number,
      amount: usd(row.amount, language),
    }),
    link: `/invoice-balance/${row.id}`,
    dedupeKey: `deposit:${row.id}:${status}`,
  };
}

async function withdrawalNotice(db: Db, id: string, status: string): Promise<Notice | null> {
  if (status !== 'paid' && status !== 'rejected') return null;
  const [found] = await db
    .select({ row: withdrawals, language: user.language })
    .from(withdrawals)
    .innerJoin(user, eq(user.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!found) return null;
  const { row, language } = found;
  return {
    userId: row.userId,
    kind: `withdrawal.${status}`,
    text: noticeT(language)(`withdrawal.${status}`, {
      number: row.number,
      amount: usd(row.amount, language),
    }),
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
  const [found] = await db
    .select({ row: investments, language: user.language })
    .from(investments)
    .innerJoin(user, eq(user.id, investments.userId))
    .where(eq(investments.id, id));
  if (!found) return null;
  const { row, language } = found;
  const t = noticeT(language);
  const link = `/invoice/${row.id}`;
  if (row.status === 'matured') {
    return {
      userId: row.userId,
      kind: 'investment.matured',
      text: row.capitalReturned
        ? t('investment.maturedCapitalBack', {
            number: row.number,
            capital: usd(row.amount, language),
          })
        : t('investment.matured', { number: row.number }),
      link,
      dedupeKey: `investment:${row.id}:matured`,
    };
  }
  // Made just now: the user did that themselves.
  if (row.periodsPaid === 0) return null;
  return {
    userId: row.userId,
    kind: 'investment.payout',
    text: t('investment.payout', {
      number: row.number,
      profit: usd(row.profitPerPeriod, language),
      period: row.periodsPaid,
      periods: row.periods,
    }),
    link,
    dedupeKey: `investment:${row.id}:period:${row.periodsPaid}`,
  };
}

const CLOSED_BY = {
  take_profit: { kind: 'position.take_profit', words: 'takeProfit' },
  stop_loss: { kind: 'position.stop_loss', words: 'stopLoss' },
  stop_out: { kind: 'position.stop_out', words: 'stopOut' },
} as const;

/** Only a close the user did not make is news to them. */
async function positionNotice(db: Db, id: string): Promise<Notice | null> {
  const [found] = await db
    .select({ row: positions, language: user.language })
    .from(positions)
    .innerJoin(user, eq(user.id, positions.userId))
    .where(eq(positions.id, id));
  const row = found?.row;
  if (!found || row?.status !== 'closed' || !row.closeReason || row.closeReason === 'manual') {
    return null;
  }
  const { language } = found;
  const t = noticeT(language);
  const { kind, words } = CLOSED_BY[row.closeReason];
  const closedBy = t(`position.closedBy.${words}`);
  return {
    userId: row.userId,
    kind,
    text: t(row.mode === 'demo' ? 'position.demo' : 'position.live', {
      number: row.number,
      symbol: row.symbol,
      side: t(`position.side.${row.side}`),
      closed:
        row.result === null
          ? closedBy
          : t('position.withResult', { closed: closedBy, result: usd(row.result, language) }),
    }),
    link: '/history-trade',
    dedupeKey: `position:${row.id}:closed`,
  };
}

/** The user who earns a commission, beside the depositor whose e-mail the notice masks. */
const referrer = alias(user, 'referrer');

/** A referrer's commission, as its row says now (paid or held when the deposit was approved). */
async function referralNotice(db: Db, depositId: string, level: number): Promise<Notice | null> {
  const [row] = await db
    .select({
      referrerId: referralCommission.referrerId,
      amount: referralCommission.amount,
      rateBps: referralCommission.rateBps,
      status: referralCommission.status,
      depositorEmail: user.email,
      language: referrer.language,
    })
    .from(referralCommission)
    .innerJoin(user, eq(user.id, referralCommission.depositorId))
    .innerJoin(referrer, eq(referrer.id, referralCommission.referrerId))
    .where(and(eq(referralCommission.depositId, depositId), eq(referralCommission.level, level)));
  if (!row || (row.status !== 'paid' && row.status !== 'held')) return null;
  const held = row.status === 'held';
  return {
    userId: row.referrerId,
    kind: held ? 'referral.held' : 'referral.paid',
    text: noticeT(row.language)(held ? 'referral.held' : 'referral.paid', {
      amount: usd(row.amount, row.language),
      // A rate in basis points as a percentage: 250 -> "2.5" ("2,5" in Indonesian).
      rate: formatAmount(String(row.rateBps / 100), row.language, false, 0),
      email: maskEmail(row.depositorEmail),
    }),
    link: '/refferals',
    dedupeKey: `referral:${depositId}:${level}:${row.status}`,
  };
}

import { formatMoney, type MailTopic, type NotificationKind } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, investments, kycSubmissions, user, withdrawals } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { DomainEvent } from '../../platform/events/event-bus.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import {
  depositApprovedMail,
  depositRejectedMail,
  investmentMaturedMail,
  kycApprovedMail,
  kycRejectedMail,
  type MailRecipient,
  noticeMail,
  type PlainNotice,
  withdrawalPaidMail,
  withdrawalRejectedMail,
} from '../../platform/mail/templates.ts';
import { mutedTopicsOf } from './mail-preferences.ts';
import type { Notice } from './notices.ts';

/**
 * Which notices are also mailed, under which topic the user may turn them off (decision 036).
 * Null: no mail from here. SPEC.md lists the mail (deposit, withdrawal and KYC decisions, an
 * investment matured, price alerts if wanted; issue 20 adds referral commissions); payouts and
 * position closes are notices only. A new-device sign-in is security mail: the sign-in recorder
 * sends it, whatever the topics say.
 */
const MAIL_TOPIC_OF: Record<NotificationKind, MailTopic | null> = {
  'deposit.approved': 'deposits',
  'deposit.rejected': 'deposits',
  'withdrawal.paid': 'withdrawals',
  'withdrawal.rejected': 'withdrawals',
  'kyc.approved': 'kyc',
  'kyc.rejected': 'kyc',
  'investment.payout': null,
  'investment.matured': 'investments',
  'position.take_profit': null,
  'position.stop_loss': null,
  'position.stop_out': null,
  'sign_in.new_device': null,
  'referral.paid': 'referrals',
  'referral.held': 'referrals',
  'price_alert.fired': 'priceAlerts',
  // Not at once: the chat's mail fallback sends the replies still unread after 10 minutes, one
  // mail per batch (features/chat/mail-fallback.ts).
  'chat.reply': null,
};

/** The generic mail's subject and button of each notice mailed with it (their sentence). */
const PLAIN_MAIL: Partial<Record<NotificationKind, PlainNotice>> = {
  'referral.paid': 'referralPaid',
  'referral.held': 'referralHeld',
  'price_alert.fired': 'priceAlert',
};

type MailDeps = Pick<AppDependencies, 'database' | 'mailer' | 'config'>;

/**
 * Mails a notice just kept, unless its kind is not mailed or the user turned its topic off. The
 * notice writer calls it only on the instance whose insert kept the notice, so it is sent once.
 */
export async function mailNotice(
  deps: MailDeps,
  event: DomainEvent,
  notice: Notice,
): Promise<void> {
  const topic = MAIL_TOPIC_OF[notice.kind];
  if (topic === null) return;
  const db = deps.database.db;
  if ((await mutedTopicsOf(db, notice.userId)).includes(topic)) return;
  const [recipient] = await db
    .select({ email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, notice.userId));
  if (!recipient) return;
  const url = `${deps.config.baseUrl}${notice.link}`;
  const mail =
    (await detailedMail(db, event, notice, recipient, url)) ?? plainMail(notice, recipient, url);
  await deps.mailer.send(mail);
}

/**
 * For a decision whose row has gone since (see detailedMail), any other notice's subject and
 * button do. The sentence is the notice's own, as the bell shows it: written in the recipient's
 * language when the notice was made (notices.ts).
 */
function plainMail(notice: Notice, recipient: MailRecipient, url: string): MailMessage {
  const kind = PLAIN_MAIL[notice.kind] ?? 'other';
  return noticeMail(recipient, { kind, text: notice.text }, url);
}

/**
 * The richer mails that decisions had before notices existed, made from the subject's row
 * (committed before its event was published). Null when the event names no row or it is gone:
 * the notice's own sentence is mailed instead.
 */
async function detailedMail(
  db: Db,
  event: DomainEvent,
  notice: Notice,
  recipient: MailRecipient,
  url: string,
): Promise<MailMessage | null> {
  if (event.type !== 'invoice' && event.type !== 'kyc') return null;
  const id = event.id;
  switch (notice.kind) {
    case 'deposit.approved':
    case 'deposit.rejected': {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
      if (!row) return null;
      const invoice = { number: row.number, amount: formatMoney(row.amount) };
      return notice.kind === 'deposit.approved'
        ? depositApprovedMail(recipient, invoice, url)
        : depositRejectedMail(recipient, invoice, row.rejectionReason ?? '', url);
    }
    case 'withdrawal.paid':
    case 'withdrawal.rejected': {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      if (!row) return null;
      return notice.kind === 'withdrawal.paid'
        ? withdrawalPaidMail(
            recipient,
            {
              number: row.number,
              net: formatMoney(row.net),
              payoutReference: row.payoutReference ?? '',
            },
            url,
          )
        : withdrawalRejectedMail(
            recipient,
            {
              number: row.number,
              amount: formatMoney(row.amount),
              reason: row.rejectionReason ?? '',
            },
            url,
          );
    }
    case 'kyc.approved':
      return kycApprovedMail(recipient, url);
    case 'kyc.rejected': {
      const [row] = await db
        .select({ reason: kycSubmissions.rejectionReason })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, id));
      return row ? kycRejectedMail(recipient, row.reason ?? '', url) : null;
    }
    case 'investment.matured': {
      const [row] = await db.select().from(investments).where(eq(investments.id, id));
      if (!row) return null;
      return investmentMaturedMail(
        recipient,
        {
          number: row.number,
          packageName: row.packageName,
          profit: formatMoney(row.profitPerPeriod * BigInt(row.periods)),
          capital: row.capitalReturned ? formatMoney(row.amount) : null,
        },
        url,
      );
    }
    default:
      return null;
  }
}

import { BRAND_NAME, DEFAULT_LANGUAGE, isLanguage, type Language } from '@kapital/shared';
import type { TFunction } from 'i18next';
import { formatAmount, formatUtcTime } from '../i18n/translator.ts';
import { mailT } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Who a mail goes to, and the language it is written in. */
export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/**
 * A user as a mail recipient, from a row or a session whose language is not typed as one (Better
 * Auth's user): a value that is not a language reads as English.
 */
export function recipientOf(user: {
  email: string;
  name: string;
  language?: unknown;
}): MailRecipient {
  return {
    email: user.email,
    name: user.name,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

function actionMail(
  to: MailRecipient,
  t: TFunction,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const greeting = t('greeting', { name: to.name });
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    `— ${BRAND_NAME}`,
  ];
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p>— ${BRAND_NAME}</p>`;
  return { to: to.email, subject, text: text.join('\n'), html, actionUrl: action.url };
}

/**
 * An amount of USD as the recipient's language writes numbers; the value is the one given.
 * `grouping` keeps each mail's established English form ("1,234.56" or "1234.56").
 */
const amount = (value: string, language: Language, grouping = false) =>
  formatAmount(value, language, grouping);

export function verificationMail(to: MailRecipient, url: string): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('verification.subject', { brand: BRAND_NAME }),
    [t('verification.body')],
    { label: t('verification.action'), url },
  );
}

export function passwordResetMail(to: MailRecipient, url: string): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('passwordReset.subject', { brand: BRAND_NAME }),
    [t('passwordReset.asked'), t('passwordReset.notYou')],
    { label: t('passwordReset.action'), url },
  );
}

export function kycApprovedMail(to: MailRecipient, url: string): MailMessage {
  const t = mailT(to.language);
  return actionMail(to, t, t('kycApproved.subject'), [t('kycApproved.body')], {
    label: t('kycApproved.action'),
    url,
  });
}

export function kycRejectedMail(to: MailRecipient, reason: string, url: string): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('kycRejected.subject'),
    [t('kycRejected.reason', { reason }), t('kycRejected.again')],
    { label: t('kycRejected.action'), url },
  );
}

/**
 * A security notice: the account withdrawals are paid into was saved or changed. English keeps
 * the ISO time it has always shown; the other languages write the date their way (in UTC).
 */
export function bankDetailsChangedMail(
  to: MailRecipient,
  accountNumber: string,
  withdrawalsOpenAt: Date | null,
  url: string,
): MailMessage {
  const t = mailT(to.language);
  const lines = [
    t('bankDetailsChanged.account', { lastDigits: accountNumber.slice(-4) }),
    withdrawalsOpenAt
      ? t('bankDetailsChanged.paused', {
          time:
            to.language === 'en'
              ? withdrawalsOpenAt.toISOString()
              : formatUtcTime(withdrawalsOpenAt, to.language),
        })
      : t('bankDetailsChanged.fromNow'),
    t('bankDetailsChanged.notYou'),
  ];
  return actionMail(to, t, t('bankDetailsChanged.subject'), lines, {
    label: t('bankDetailsChanged.action'),
    url,
  });
}

/** Amounts are decimal strings of USD ("1234.56"), as formatMoney writes them. */
export function withdrawalPaidMail(
  to: MailRecipient,
  withdrawal: { number: string; net: string; payoutReference: string },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('withdrawalPaid.subject', { number: withdrawal.number }),
    [
      t('withdrawalPaid.paid', {
        amount: amount(withdrawal.net, to.language),
        number: withdrawal.number,
      }),
      t('withdrawalPaid.reference', { reference: withdrawal.payoutReference }),
    ],
    { label: t('withdrawalPaid.action'), url },
  );
}

export function withdrawalRejectedMail(
  to: MailRecipient,
  withdrawal: { number: string; amount: string; reason: string },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('withdrawalRejected.subject', { number: withdrawal.number }),
    [
      t('withdrawalRejected.reason', { number: withdrawal.number, reason: withdrawal.reason }),
      t('withdrawalRejected.refunded', { amount: amount(withdrawal.amount, to.language) }),
    ],
    { label: t('withdrawalRejected.action'), url },
  );
}

export function depositApprovedMail(
  to: MailRecipient,
  invoice: { number: string; amount: string },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('depositApproved.subject', { number: invoice.number }),
    [t('depositApproved.body', { amount: amount(invoice.amount, to.language, true) })],
    { label: t('depositApproved.action'), url },
  );
}

export function depositRejectedMail(
  to: MailRecipient,
  invoice: { number: string; amount: string },
  reason: string,
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('depositRejected.subject', { number: invoice.number }),
    [
      t('depositRejected.reason', { amount: amount(invoice.amount, to.language, true), reason }),
      t('depositRejected.nothingAdded'),
    ],
    { label: t('depositRejected.action'), url },
  );
}

export function investmentMaturedMail(
  to: MailRecipient,
  investment: { number: string; packageName: string; profit: string; capital: string | null },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(
    to,
    t,
    t('investmentMatured.subject', { number: investment.number }),
    [
      t('investmentMatured.lastPeriod', {
        packageName: investment.packageName,
        number: investment.number,
        profit: amount(investment.profit, to.language),
      }),
      investment.capital === null
        ? t('investmentMatured.capitalKept')
        : t('investmentMatured.capitalBack', {
            capital: amount(investment.capital, to.language),
          }),
    ],
    { label: t('investmentMatured.action'), url },
  );
}

/**
 * A security notice: the account signed in from a browser it had not signed in from before.
 * English keeps its "2026-03-10 12:00" form; the other languages write the date their way.
 */
export function newSignInMail(
  to: MailRecipient,
  signIn: { time: Date; ipAddress: string | null; browser: string | null; system: string | null },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  const device =
    signIn.browser && signIn.system
      ? t('newSignIn.browserOnSystem', { browser: signIn.browser, system: signIn.system })
      : signIn.browser || signIn.system || t('newSignIn.unknownBrowser');
  const time =
    to.language === 'en'
      ? signIn.time.toISOString().slice(0, 16).replace('T', ' ')
      : formatUtcTime(signIn.time, to.language);
  return actionMail(
    to,
    t,
    t('newSignIn.subject', { brand: BRAND_NAME }),
    [
      t('newSignIn.body'),
      t('newSignIn.time', { time }),
      t('newSignIn.address', { address: signIn.ipAddress ?? t('newSignIn.unknownAddress') }),
      t('newSignIn.browser', { device }),
      t('newSignIn.wasYou'),
      t('newSignIn.notYou'),
    ],
    { label: t('newSignIn.action'), url },
  );
}

/** The notices mailed with the generic template, by the words of their subject and button. */
export type PlainNotice = 'referralPaid' | 'referralHeld' | 'priceAlert' | 'other';

/**
 * The mail of a notice that has no template of its own (a referral commission, a price alert):
 * the notice's own sentence and a button to what it links to.
 */
export function noticeMail(
  to: MailRecipient,
  notice: { kind: PlainNotice; text: string },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  return actionMail(to, t, t(`notice.${notice.kind}.subject`), [notice.text], {
    label: t(`notice.${notice.kind}.action`),
    url,
  });
}

/**
 * Support's replies the user has not read for a while (the chat's mail fallback): one mail for
 * the batch, the first lines of each reply, and a link that opens the chat. The text is the
 * staff member's plain text, escaped like every line here; null is a reply with an image only.
 */
export function chatReplyMail(
  to: MailRecipient,
  replies: { excerpts: Array<string | null>; more: number },
  url: string,
): MailMessage {
  const t = mailT(to.language);
  const lines = [
    replies.excerpts.length + replies.more === 1
      ? t('chatReply.oneReply')
      : t('chatReply.manyReplies'),
    ...replies.excerpts.map((excerpt) => `“${excerpt ?? t('chatReply.imageOnly')}”`),
    ...(replies.more > 0
      ? [
          replies.more === 1
            ? t('chatReply.oneMore')
            : t('chatReply.moreMessages', { more: replies.more }),
        ]
      : []),
  ];
  return actionMail(to, t, t('chatReply.subject'), lines, {
    label: t('chatReply.action'),
    url,
  });
}

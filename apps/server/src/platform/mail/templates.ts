import { BRAND_NAME } from '@kapital/shared';
import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function actionMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
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
  return { to, subject, text: text.join('\n'), html, actionUrl: action.url };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return actionMail(
    to,
    `Verify your e-mail for ${BRAND_NAME}`,
    `Hello ${name},`,
    ['Confirm this address to open your wallet. The link works for one hour.'],
    { label: 'Verify e-mail', url },
  );
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return actionMail(
    to,
    `Reset your ${BRAND_NAME} password`,
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your account. The link works for one hour.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function kycApprovedMail(to: string, name: string, url: string): MailMessage {
  return actionMail(
    to,
    'Your identity is verified',
    `Hello ${name},`,
    ['We have checked your documents: your identity is verified.'],
    { label: 'Open your account', url },
  );
}

export function kycRejectedMail(
  to: string,
  name: string,
  reason: string,
  url: string,
): MailMessage {
  return actionMail(
    to,
    'We could not verify your identity',
    `Hello ${name},`,
    [`We could not verify your identity: ${reason}`, 'You can send your documents again.'],
    { label: 'Send your documents again', url },
  );
}

/** A security notice: the account withdrawals are paid into was saved or changed. */
export function bankDetailsChangedMail(
  to: string,
  name: string,
  accountNumber: string,
  withdrawalsOpenAt: string | null,
  url: string,
): MailMessage {
  const lines = [
    `The bank account your withdrawals are paid into is now the one ending in ${accountNumber.slice(-4)}.`,
    withdrawalsOpenAt
      ? `For your safety, withdrawals are paused until ${withdrawalsOpenAt} (UTC).`
      : 'Withdrawals are paid into this account from now on.',
    'If you did not make this change, change your password and contact support at once.',
  ];
  return actionMail(to, 'Your bank details changed', `Hello ${name},`, lines, {
    label: 'Review your bank details',
    url,
  });
}

export function withdrawalPaidMail(
  to: string,
  name: string,
  withdrawal: { number: string; net: string; payoutReference: string },
  url: string,
): MailMessage {
  return actionMail(
    to,
    `Withdrawal ${withdrawal.number} is paid`,
    `Hello ${name},`,
    [
      `We have paid ${withdrawal.net} USD into your bank account for withdrawal ${withdrawal.number}.`,
      `The bank's payout reference is ${withdrawal.payoutReference}.`,
    ],
    { label: 'See the receipt', url },
  );
}

export function withdrawalRejectedMail(
  to: string,
  name: string,
  withdrawal: { number: string; amount: string; reason: string },
  url: string,
): MailMessage {
  return actionMail(
    to,
    `Withdrawal ${withdrawal.number} was not paid`,
    `Hello ${name},`,
    [
      `We could not pay withdrawal ${withdrawal.number}: ${withdrawal.reason}`,
      `The ${withdrawal.amount} USD are back in the fund they came from.`,
    ],
    { label: 'See the receipt', url },
  );
}

export function depositApprovedMail(
  to: string,
  name: string,
  invoice: { number: string; amount: string },
  url: string,
): MailMessage {
  return actionMail(
    to,
    `Deposit ${invoice.number} approved`,
    `Hello ${name},`,
    [`We have received your payment: ${invoice.amount} USD is now in your wallet.`],
    { label: 'View the invoice', url },
  );
}

export function depositRejectedMail(
  to: string,
  name: string,
  invoice: { number: string; amount: string },
  reason: string,
  url: string,
): MailMessage {
  return actionMail(
    to,
    `Deposit ${invoice.number} rejected`,
    `Hello ${name},`,
    [
      `We could not accept your deposit of ${invoice.amount} USD: ${reason}`,
      'Nothing was added to your wallet. You can issue a new invoice at any time.',
    ],
    { label: 'View the invoice', url },
  );
}

export function investmentMaturedMail(
  to: string,
  name: string,
  investment: { number: string; packageName: string; profit: string; capital: string | null },
  url: string,
): MailMessage {
  return actionMail(
    to,
    `Investment ${investment.number} has matured`,
    `Hello ${name},`,
    [
      `Your ${investment.packageName} investment ${investment.number} has paid its last period: ${investment.profit} USD of profit in all, paid into your profit fund.`,
      investment.capital === null
        ? 'This package does not return its capital at the end.'
        : `Your capital of ${investment.capital} USD is back in your wallet.`,
    ],
    { label: 'See the investment', url },
  );
}

/** A security notice: the account signed in from a browser it had not signed in from before. */
export function newSignInMail(
  to: string,
  name: string,
  signIn: { time: Date; ipAddress: string | null; browser: string | null; system: string | null },
  url: string,
): MailMessage {
  const device = [signIn.browser, signIn.system].filter(Boolean).join(' on ') || 'Unknown browser';
  return actionMail(
    to,
    `New sign-in to your ${BRAND_NAME} account`,
    `Hello ${name},`,
    [
      'Your account was just signed in to from a browser it had not been used from before.',
      `Time: ${signIn.time.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      `Address: ${signIn.ipAddress ?? 'unknown'}`,
      `Browser: ${device}`,
      'If this was you, there is nothing to do.',
      'If this was not you, change your password and end the session on the security page.',
    ],
    { label: 'Open the security page', url },
  );
}

/**
 * The mail of a notice that has no template of its own (a referral commission, a price alert):
 * the notice's own sentence and a button to what it links to.
 */
export function noticeMail(
  to: string,
  name: string,
  notice: { subject: string; text: string; action: string },
  url: string,
): MailMessage {
  return actionMail(to, notice.subject, `Hello ${name},`, [notice.text], {
    label: notice.action,
    url,
  });
}

/**
 * Support's replies the user has not read for a while (the chat's mail fallback): one mail for
 * the batch, the first lines of each reply, and a link that opens the chat. The text is the
 * staff member's plain text, escaped like every line here.
 */
export function chatReplyMail(
  to: string,
  name: string,
  replies: { excerpts: string[]; more: number },
  url: string,
): MailMessage {
  const lines = [
    replies.excerpts.length + replies.more === 1
      ? 'Support replied to your message:'
      : 'Support replied to your messages:',
    ...replies.excerpts.map((excerpt) => `“${excerpt}”`),
    ...(replies.more > 0
      ? [`…and ${replies.more} more ${replies.more === 1 ? 'message' : 'messages'}.`]
      : []),
  ];
  return actionMail(to, 'Support replied to you', `Hello ${name},`, lines, {
    label: 'Open the chat',
    url,
  });
}

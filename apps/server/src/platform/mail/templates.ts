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

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one action the mail asks for (verify, reset); shown on the outbox console line. */
  actionUrl?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/**
 * Without SMTP, mail lands in DATA_DIR/outbox as JSON files and one console line names the link,
 * so Kapital works offline. This is a development mode: configure SMTP_URL in production.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      const file = path.join(outboxDir, `${stamp}-${slug}.json`);
      await writeFile(file, `${JSON.stringify({ from, ...message }, null, 2)}\n`, { mode: 0o600 });
      process.stdout.write(
        `[outbox] mail to ${message.to}: "${message.subject}"${message.actionUrl ? ` -> ${message.actionUrl}` : ''}\n`,
      );
    },
  };
}

/** Keeps mail in memory, for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

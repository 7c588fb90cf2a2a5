import { expect, vi } from 'vitest';
import type { MailMessage } from '../../src/platform/mail/mailer.ts';
import type { TestApp } from './build.ts';

/**
 * The mail sent after the app's first `since` mails (to `to` only, when given), once there are
 * `count` of them. Decisions are mailed with their notice, after the event that follows the
 * commit (decision 036): the mail may arrive after the request has answered.
 */
export function mailsSince(
  { mailer }: Pick<TestApp, 'mailer'>,
  since: number,
  count: number,
  to?: string,
): Promise<MailMessage[]> {
  return vi.waitFor(
    () => {
      const sent = mailer.sent.slice(since).filter((mail) => to === undefined || mail.to === to);
      expect(sent).toHaveLength(count);
      return sent;
    },
    { timeout: 10_000, interval: 20 },
  );
}

import { z } from 'zod';
import { pageField, pageOf, sizeField } from './common.ts';

/**
 * The notification centre (SPEC.md section 4 "Notifications"; issue 20 items 5 and 6): notices
 * kept per user, made by the server from what happened, never written by a browser.
 */

/** What a notice is about. Later features (referrals, chat, price alerts) add their kinds here. */
export const NOTIFICATION_KINDS = [
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.paid',
  'withdrawal.rejected',
  'kyc.approved',
  'kyc.rejected',
  'investment.payout',
  'investment.matured',
  'position.take_profit',
  'position.stop_loss',
  'position.stop_out',
  'sign_in.new_device',
  'referral.paid',
  'referral.held',
  'price_alert.fired',
  'chat.reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** One sentence saying what happened, e.g. "Your deposit DP-000042 of 100.00 USD was approved". */
  text: z.string(),
  /** Where its subject is shown in the app (an invoice, a position list, the KYC page). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page&size: newest first, with the unread count for the bell. */
export const notificationListQuery = z.object({ page: pageField, size: sizeField });
export const notificationListResponse = pageOf(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;

export const notificationParams = z.object({ id: z.string().trim().min(1).max(64) });

/** POST /api/notifications/{id}/read and POST /api/notifications/read-all answer the new count. */
export const unreadCountResponse = z.object({ unread: z.number().int() });

/**
 * The mail a user may turn off on /profile, each a group of notice kinds. Security mail (a
 * sign-in from a new device, bank details changed, password reset, e-mail verification) has no
 * topic: it is always sent.
 */
export const MAIL_TOPICS = [
  'deposits',
  'withdrawals',
  'kyc',
  'investments',
  'referrals',
  'priceAlerts',
  'chat',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** GET and PUT /api/profile/mail-preferences: every topic, on or off. */
export const mailPreferencesSchema = z
  .object(
    Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
      MailTopic,
      z.ZodBoolean
    >,
  )
  .strict();
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

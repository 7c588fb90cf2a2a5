import { CHAT_MAIL_AFTER_MS, CHAT_OPEN_LINK, type MailTopic } from '@kapital/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { chatMessage } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { PeriodicJob } from '../../platform/jobs/periodic-job.ts';
import { chatReplyMail, recipientOf } from '../../platform/mail/templates.ts';

type MailFallbackDeps = Pick<AppDependencies, 'database' | 'mailer' | 'config'>;

const MAIL_FALLBACK_PERIOD_MS = 60 * 1000;
/** Conversations claimed per statement: a backlog is worked off in short transactions. */
const BATCH_SIZE = 100;
/** A mail quotes the first few replies of its batch, each cut to a few lines. */
const QUOTED_REPLIES = 3;
const EXCERPT_CHARS = 280;
/** The mail topic a user turns off on /profile to get none of these mails. */
const CHAT_TOPIC: MailTopic = 'chat';

interface ClaimedReply {
  conversation_id: string;
  message_id: string;
  text: string;
  email: string;
  name: string;
  language: string;
  wants_mail: boolean;
}

/** The first lines of a reply: whole words, at most EXCERPT_CHARS; null for an image only. */
function excerptOf(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length === 0) return null;
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Mails the user staff replies they have not read for CHAT_MAIL_AFTER_MS; returns how many mails
 * went out. A conversation is due when its oldest unread, unmailed staff reply is that old; then
 * every unread, unmailed reply in it goes in one mail (the batch), so three quick replies make one
 * mail, not three.
 *
 * One statement claims a batch: it locks the due conversations with FOR UPDATE SKIP LOCKED and
 * sets mailed_at on exactly the replies it mails, only where mailed_at is still null. Two servers
 * running this at once never claim the same reply: the second skips a locked conversation, and a
 * reply the first has marked no longer matches. The lock also waits out a reply being posted in
 * the conversation (chat-service locks it too). Mail is sent after the commit; a mail that fails
 * has its replies unmarked, so the next round tries again. A user who turned off the chat topic
 * gets no mail, and their replies are marked all the same: they are not due again.
 */
export async function mailUnreadReplies(deps: MailFallbackDeps, now: number): Promise<number> {
  const db = deps.database.db;
  const mailedAt = new Date(now).toISOString();
  const dueBefore = new Date(now - CHAT_MAIL_AFTER_MS).toISOString();
  let mails = 0;
  for (;;) {
    const claimed = await queryRows<ClaimedReply>(
      db,
      sql`with due as (
            select c.id, c.user_id from chat_conversation c
            where exists (
              select 1 from chat_message m
              where m.conversation_id = c.id and m.sender_role = 'staff'
                and m.read_at is null and m.mailed_at is null
                and m.created_at <= ${dueBefore}::timestamptz)
            order by c.id
            limit ${BATCH_SIZE}
            for update of c skip locked
          ), claimed as (
            update chat_message m set mailed_at = ${mailedAt}::timestamptz
            from due
            where m.conversation_id = due.id and m.sender_role = 'staff'
              and m.read_at is null and m.mailed_at is null
            returning m.conversation_id, m.id, m.text, m.created_at, due.user_id
          )
          select claimed.conversation_id, claimed.id as message_id, claimed.text,
                 u.email, u.name, u.language,
                 not exists (select 1 from mail_preference p where p.user_id = u.id
                             and p.muted_topics @> ${JSON.stringify([CHAT_TOPIC])}::jsonb) as wants_mail
          from claimed join "user" u on u.id = claimed.user_id
          order by claimed.conversation_id, claimed.created_at, claimed.id`,
    );
    const batches = byConversation(claimed);
    const failures: unknown[] = [];
    // One failed mail does not hold back the others of the round.
    for (const replies of batches) {
      try {
        if (await mailBatch(deps, replies, new Date(mailedAt))) mails += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} chat reply mails failed`);
    }
    if (batches.length < BATCH_SIZE) return mails;
  }
}

/** The claimed replies of each conversation, in the order they were claimed (oldest first). */
function byConversation(claimed: ClaimedReply[]): ClaimedReply[][] {
  const groups = new Map<string, ClaimedReply[]>();
  for (const reply of claimed) {
    const group = groups.get(reply.conversation_id);
    if (group) group.push(reply);
    else groups.set(reply.conversation_id, [reply]);
  }
  return [...groups.values()];
}

/** Sends one conversation's batch; on failure its replies are due again. True when sent. */
async function mailBatch(
  deps: MailFallbackDeps,
  replies: ClaimedReply[],
  mailedAt: Date,
): Promise<boolean> {
  const [first] = replies;
  if (!first?.wants_mail) return false;
  const mail = chatReplyMail(
    recipientOf(first),
    {
      excerpts: replies.slice(0, QUOTED_REPLIES).map((reply) => excerptOf(reply.text)),
      more: Math.max(0, replies.length - QUOTED_REPLIES),
    },
    `${deps.config.baseUrl}${CHAT_OPEN_LINK}`,
  );
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    const ids = replies.map((reply) => reply.message_id);
    // Only this round's mark is undone: a later round's claim is left alone.
    await deps.database.db
      .update(chatMessage)
      .set({ mailedAt: null })
      .where(and(inArray(chatMessage.id, ids), eq(chatMessage.mailedAt, mailedAt)));
    throw error;
  }
}

/** Mails unread staff replies every minute (on the minute). */
export function chatMailFallbackJob(deps: MailFallbackDeps): PeriodicJob {
  return {
    periodMs: MAIL_FALLBACK_PERIOD_MS,
    run: (now) => mailUnreadReplies(deps, now),
    didWork: 'mailed unread support replies',
    failed: 'could not mail unread support replies',
  };
}

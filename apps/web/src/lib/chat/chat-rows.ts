import type { ChatMessage } from '@kapital/shared';
import { formatDayMonthTime, formatTimeOfDay } from '@/lib/format-date.ts';
import { formatCount } from '@/lib/i18n/format.ts';

/*
 * What a conversation on screen is made of, for the user's panel and the staff inbox alike; the
 * cached history's updates are in chat-messages.ts, which the chat button loads with every page.
 */

/** A message this browser is sending, or failed to send, not yet in the history. */
export interface PendingMessage {
  clientId: string;
  text: string;
  /** The chosen image, kept for a retry. */
  image: File | null;
  /** An object URL of the image for its thumbnail. */
  imageUrl: string | null;
  status: 'sending' | 'failed';
  /** The upload's percentage while an image is sent, else null. */
  progress: number | null;
  /** Why it failed, when it did. */
  problem?: string;
}

export type ChatRow =
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** Every message of the history once, oldest first (the panel shows the newest at the bottom). */
export function historyMessages(
  pages: readonly { items: readonly ChatMessage[] }[],
): ChatMessage[] {
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** The rows the panel lists: the history, then what is still being sent or failed. */
export function chatRows(
  history: readonly ChatMessage[],
  pending: readonly PendingMessage[],
): ChatRow[] {
  const sentClientIds = new Set(history.map((message) => message.clientId));
  return [
    ...history.map((message): ChatRow => ({ kind: 'message', key: message.id, message })),
    ...pending
      .filter((item) => !sentClientIds.has(item.clientId))
      .map((item): ChatRow => ({ kind: 'pending', key: item.clientId, pending: item })),
  ];
}

/** Whether the list is scrolled close enough to the top to load older messages. */
export function nearTop(scrollTop: number): boolean {
  return scrollTop < 48;
}

/** Whether the list is at (or close to) its end, so a new message should scroll into view. */
export function nearBottom(list: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 64;
}

/** When a message was sent: the time today ('14:05'), else the day too ('25 Nov, 14:05'). */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const seconds = date.getTime() / 1000;
  return date.toDateString() === now.toDateString()
    ? formatTimeOfDay(seconds)
    : formatDayMonthTime(seconds);
}

/** From this many characters on, the composer shows how many are used. */
export const CHAT_COUNTER_FROM = 1_800;

/** The composer's counter near the limit ('1,950 / 2,000', '1.950 / 2.000'), or null while far from it. */
export function characterCounter(length: number, max: number): string | null {
  if (length < CHAT_COUNTER_FROM) return null;
  return `${formatCount(length)} / ${formatCount(max)}`;
}

/** Whether the composer may send: some text or an image, and the text within the limit. */
export function canSend(text: string, hasImage: boolean, max: number): boolean {
  return text.length <= max && (text.trim().length > 0 || hasImage);
}

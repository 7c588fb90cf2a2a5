import type { ChatInboxFilter } from '@kapital/shared';
import type { TFunction } from 'i18next';

type AdminChatT = TFunction<'admin-chat'>;

/** The address's parameter naming the open conversation (the console's toasts read it too). */
export const CONVERSATION_PARAM = 'conversation';

/** The inbox's filters as its tabs name them (keys of admin-chat.json). */
export const INBOX_FILTER_LABELS = {
  unassigned: 'inbox.filters.unassigned',
  mine: 'inbox.filters.mine',
  all: 'inbox.filters.all',
  resolved: 'inbox.filters.resolved',
} as const satisfies Record<ChatInboxFilter, string>;

/** What a tab says when it lists nothing (keys of admin-chat.json). */
export const INBOX_EMPTY_TEXT = {
  unassigned: 'inbox.empty.unassigned',
  mine: 'inbox.empty.mine',
  all: 'inbox.empty.all',
  resolved: 'inbox.empty.resolved',
} as const satisfies Record<ChatInboxFilter, string>;

const PREVIEW_LENGTH = 80;

/** A last message as one short line: whitespace folded, cut with an ellipsis; an image says so. */
export function messagePreview(text: string, t: AdminChatT): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length === 0) return t('inbox.image');
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/** How long someone has waited, in the largest whole unit: 'just now', '5 min', '2 h', '3 d'. */
export function waitingFor(sinceIso: string, t: AdminChatT, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return t('waitingFor.justNow');
  if (minutes < 60) return t('waitingFor.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('waitingFor.hours', { hours });
  return t('waitingFor.days', { days: Math.floor(hours / 24) });
}

/** Reads a filter from the address, falling back to all open conversations. */
export function inboxFilterOf(value: string | null): ChatInboxFilter {
  return value !== null && Object.hasOwn(INBOX_FILTER_LABELS, value)
    ? (value as ChatInboxFilter)
    : 'all';
}

import type { ChatInboxFilter } from '@kapital/shared';

/** The address's parameter naming the open conversation (the console's toasts read it too). */
export const CONVERSATION_PARAM = 'conversation';

/** The inbox's filters as its tabs name them. */
export const INBOX_FILTER_LABELS: Record<ChatInboxFilter, string> = {
  unassigned: 'Unassigned',
  mine: 'Mine',
  all: 'All open',
  resolved: 'Resolved',
};

/** What a tab says when it lists nothing. */
export const INBOX_EMPTY_TEXT: Record<ChatInboxFilter, string> = {
  unassigned: 'Every open conversation has someone on it.',
  mine: 'No open conversation is assigned to you.',
  all: 'No open conversations: nobody is waiting for an answer.',
  resolved: 'No resolved conversations yet.',
};

const PREVIEW_LENGTH = 80;

/** A last message as one short line: whitespace folded, cut with an ellipsis; an image says so. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length === 0) return 'Image';
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/** How long someone has waited, in the largest whole unit: 'just now', '5 min', '2 h', '3 d'. */
export function waitingFor(sinceIso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** Reads a filter from the address, falling back to all open conversations. */
export function inboxFilterOf(value: string | null): ChatInboxFilter {
  return value !== null && Object.hasOwn(INBOX_FILTER_LABELS, value)
    ? (value as ChatInboxFilter)
    : 'all';
}

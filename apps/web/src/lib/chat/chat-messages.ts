import type { ChatHistory, ChatMessage } from '@kapital/shared';
import type { InfiniteData } from '@tanstack/react-query';

/** The cached history: the newest page first, each page oldest first. */
export type ChatPages = InfiniteData<ChatHistory, string | undefined>;

const sameMessage = (a: ChatMessage, b: ChatMessage) => a.id === b.id || a.clientId === b.clientId;

/**
 * A message arrived (live, or as the answer to a send): it replaces the copy the history holds
 * under its id or client id, or joins the newest page. A new staff message counts as unread.
 */
export function withMessage(data: ChatPages, message: ChatMessage): ChatPages {
  const known = data.pages.some((page) => page.items.some((item) => sameMessage(item, message)));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (sameMessage(item, message) ? message : item)),
      })),
    };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const unseenStaffMessage = message.sender.role === 'staff' && message.readAt === null;
  return {
    ...data,
    pages: [
      {
        ...newest,
        items: [...newest.items, message],
        unread: newest.unread + (unseenStaffMessage ? 1 : 0),
      },
      ...older,
    ],
  };
}

/**
 * Messages were read: by staff (the user's delivered marks turn to read marks) or by the user
 * (in this or another tab: the staff messages stop counting as unread).
 */
export function withRead(data: ChatPages, reader: 'user' | 'staff', readAt: string): ChatPages {
  const readSide = reader === 'staff' ? 'user' : 'staff';
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      unread: reader === 'user' && index === 0 ? 0 : page.unread,
      items: page.items.map((item) =>
        item.sender.role === readSide && item.readAt === null ? { ...item, readAt } : item,
      ),
    })),
  };
}

/** The server's unread count after the user read: the newest page carries it. */
export function withUnread(data: ChatPages, unread: number): ChatPages {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, unread }, ...older] };
}

/** Staff messages the user has not read, for the badge and the tab title. */
export function unreadOf(data: { pages: readonly ChatHistory[] } | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

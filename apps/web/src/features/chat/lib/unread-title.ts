const COUNT_PREFIX = /^\(\d+\)\s/;

/**
 * The browser tab's title with the chat's unread count in front, e.g. "(2) Dashboard · Kapital";
 * without a count, the page's own title. Applying it twice changes nothing.
 */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return unread > 0 ? `(${unread}) ${bare}` : bare;
}

import { useEffect } from 'react';
import { titleWithUnread } from './unread-title.ts';

/**
 * Puts the unread count in front of the browser tab's title, e.g. "(2) Dashboard · Kapital",
 * and keeps it there when a screen sets its own title (React writes the <title> anew on each
 * screen); with no count the page's own title comes back.
 */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithUnread(document.title, unread);
      // Only a change: setting the same title would wake the observer again forever.
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (unread <= 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithUnread(document.title, 0);
    };
  }, [unread]);
}

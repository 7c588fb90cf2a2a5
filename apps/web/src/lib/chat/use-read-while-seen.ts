import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Marks the other side's messages read while they are on screen: the conversation open, the tab
 * visible and something unread. Once per count: a refused read is tried again when the count or
 * the tab's visibility changes, not in a loop.
 */
export function useReadWhileSeen(
  open: boolean,
  unread: number,
  markRead: (callbacks: { onSettled: () => void }) => void,
): void {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const follow = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  const marking = useRef(false);
  const markReadNow = useEffectEvent(markRead);
  useEffect(() => {
    if (!open || !visible || unread === 0 || marking.current) return;
    marking.current = true;
    markReadNow({
      onSettled: () => {
        marking.current = false;
      },
    });
  }, [open, visible, unread]);
}

import { CHAT_TYPING_INTERVAL_MS } from '@kapital/shared';

/** How long "Support is typing…" shows after the last note from staff. */
export const TYPING_SHOWN_MS = 4_000;

/**
 * Whether a keystroke should tell the other side the person is typing: at most one note every
 * two seconds. Returns a function to call on each keystroke, true when a note is due.
 */
export function createTypingThrottle(
  now: () => number = Date.now,
  interval = CHAT_TYPING_INTERVAL_MS,
): () => boolean {
  let lastSent = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastSent < interval) return false;
    lastSent = at;
    return true;
  };
}

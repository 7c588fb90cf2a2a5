import { useEffect, useState } from 'react';
import { useRenderedAt } from '@/lib/render-snapshot.ts';

/**
 * The time now, in epoch milliseconds, renewed every `intervalMs` while the component is on
 * screen (and `enabled`): one clock for a whole list of countdowns. A page drawn on the server
 * starts from the time it was drawn, so its countdowns hydrate unchanged and tick from there.
 */
export function useNow(intervalMs = 1_000, enabled = true): number {
  const renderedAt = useRenderedAt();
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}

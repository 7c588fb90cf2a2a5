import { useEffect, useState } from 'react';

/**
 * The time now, in epoch milliseconds, renewed every `intervalMs` while the component is on
 * screen (and `enabled`): one clock for a whole list of countdowns.
 */
export function useNow(intervalMs = 1_000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}

/**
 * Time as the app sees it. Code that depends on the time or runs on a schedule takes a Clock, so
 * tests move time forward by hand instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /**
   * Runs `task` at every whole multiple of `periodMs` since the epoch, so instances on different
   * machines (with synchronised clocks) run it at the same moments. Returns a function that stops it.
   */
  every(periodMs: number, task: () => void): () => void;
}

/** Fire a little after each boundary: Node may run a timer a millisecond early. */
const BOUNDARY_MARGIN_MS = 2;

export const systemClock: Clock = {
  now: () => Date.now(),
  every(periodMs, task) {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const schedule = () => {
      const delay = periodMs - (Date.now() % periodMs) + BOUNDARY_MARGIN_MS;
      timer = setTimeout(() => {
        if (stopped) return;
        schedule();
        task();
      }, delay);
      // A schedule alone must not keep the process (or a test run) alive.
      timer.unref();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  },
};

import type { Clock } from '../../src/platform/time/clock.ts';

export interface ManualClock extends Clock {
  /** Moves time forward, running every scheduled task at each of its due times, in order. */
  advance(ms: number): void;
  /** How many tasks are scheduled. */
  scheduled(): number;
}

interface Task {
  periodMs: number;
  dueMs: number;
  run: () => void;
}

/** A clock that only moves when the test says so: time-driven code runs without sleeping. */
export function createManualClock(startMs: number): ManualClock {
  let current = startMs;
  const tasks = new Set<Task>();
  return {
    now: () => current,
    every(periodMs, run) {
      const task = { periodMs, dueMs: (Math.floor(current / periodMs) + 1) * periodMs, run };
      tasks.add(task);
      return () => {
        tasks.delete(task);
      };
    },
    advance(ms) {
      const target = current + ms;
      for (;;) {
        let next: Task | undefined;
        for (const task of tasks) {
          if (task.dueMs <= target && (!next || task.dueMs < next.dueMs)) next = task;
        }
        if (!next) break;
        current = next.dueMs;
        next.dueMs += next.periodMs;
        next.run();
      }
      current = target;
    },
    scheduled: () => tasks.size,
  };
}

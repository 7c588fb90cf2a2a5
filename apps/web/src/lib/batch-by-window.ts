export interface WindowBatch<T> {
  /** Joins `value` to the open window, opening one if none is. */
  add(value: T): void;
  /** Drops what is waiting and closes the window; nothing is handed over. */
  cancel(): void;
}

/**
 * Collects values and hands them over at most once per `windowMs`: the first value opens a
 * window, the ones that arrive during it join, and when it ends `flush` gets each distinct value
 * once. A steady stream of news thus costs one flush a window, not one per message.
 */
export function batchByWindow<T>(windowMs: number, flush: (values: T[]) => void): WindowBatch<T> {
  const waiting = new Set<T>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(value) {
      waiting.add(value);
      timer ??= setTimeout(() => {
        timer = undefined;
        const values = [...waiting];
        waiting.clear();
        flush(values);
      }, windowMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}

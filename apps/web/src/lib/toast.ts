/**
 * Short messages at the bottom of the screen ("We sent a new link"). Any code may call
 * `toast.success(...)` or `toast.error(...)`; <Toaster /> in the app provider shows them one at
 * a time, in order. Kept free of React and MUI so that calling it costs nothing up front.
 */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** Older messages are dropped beyond this many waiting; nobody reads a backlog. */
const MAX_QUEUED = 3;

let queue: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly Toast[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function show(severity: ToastSeverity, message: string): number {
  lastId += 1;
  setQueue([...queue, { id: lastId, message, severity }].slice(-MAX_QUEUED));
  return lastId;
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

/** Removes a message, shown or waiting. */
export function dismissToast(id: number): void {
  setQueue(queue.filter((entry) => entry.id !== id));
}

/** The waiting messages, oldest (the one on screen) first; a new array after every change. */
export function getToasts(): readonly Toast[] {
  return queue;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

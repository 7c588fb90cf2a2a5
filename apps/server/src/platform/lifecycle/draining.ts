import { EventEmitter } from 'node:events';

/**
 * An instance on its way out (SIGTERM): it reports not ready so load balancers send it nothing
 * new, finishes what it is doing, and tells browsers to reconnect elsewhere.
 */
export interface Draining {
  readonly active: boolean;
  /** Starts draining (once; later calls do nothing) and tells every listener. */
  start(): void;
  /** Called when draining starts; returns the unsubscribe. */
  onStart(listener: () => void): () => void;
}

export function createDraining(): Draining {
  const emitter = new EventEmitter();
  let active = false;
  return {
    get active() {
      return active;
    },
    start() {
      if (active) return;
      active = true;
      emitter.emit('start');
    },
    onStart(listener) {
      emitter.on('start', listener);
      return () => emitter.off('start', listener);
    },
  };
}

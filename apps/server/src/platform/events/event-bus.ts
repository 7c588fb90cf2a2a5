import { EventEmitter } from 'node:events';
import type {
  ConsoleQueue,
  DepositStatus,
  PublicSettings,
  SignOutReason,
  UserAccountKind,
  WithdrawalStatus,
} from '@kapital/shared';
import pg from 'pg';

/** Something that happened, for whoever listens: open browsers, other app instances. */
export type DomainEvent =
  | { type: 'balance'; userId: string; account: UserAccountKind; balance: string }
  | { type: 'session.ended'; userId: string; reason: SignOutReason }
  | {
      type: 'invoice';
      userId: string;
      invoice: 'deposit' | 'withdrawal';
      id: string;
      status: DepositStatus | WithdrawalStatus;
    }
  /**
   * For the admins: a KYC submission arrived or was decided. (Deposits and withdrawals need no
   * event of their own: every change of theirs is an `invoice` event, which the admins hear too.)
   */
  | { type: 'queue'; queue: ConsoleQueue }
  /** For everyone: staff changed the settings. */
  | { type: 'settings'; settings: PublicSettings };

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** One process: events stay in memory. Used with PGlite, which only one process can open. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'kapital_events';

/**
 * Several app instances on one PostgreSQL: every instance LISTENs, every publish is a NOTIFY, so
 * each instance hears every event (its own included) exactly once.
 */
export async function createPostgresEventBus(url: string): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const listener = new pg.Client({ connectionString: url });
  const publisher = new pg.Client({ connectionString: url });
  await Promise.all([listener.connect(), publisher.connect()]);
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    emitter.emit('event', JSON.parse(message.payload) as DomainEvent);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(event) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
}

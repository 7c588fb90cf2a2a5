import { EventEmitter } from 'node:events';
import type {
  ConsoleQueue,
  DepositStatus,
  InvestmentStatus,
  PairSymbol,
  PriceAlertDirection,
  PublicSettings,
  SignOutReason,
  UserAccountKind,
  WithdrawalStatus,
} from '@kapital/shared';
import pg from 'pg';

/** Something that happened, for whoever listens: open browsers, other app instances. */
export type DomainEvent =
  | { type: 'balance'; userId: string; account: UserAccountKind; balance: string }
  /**
   * Every session of the user ended by the platform (ban, block): browsers are told why, in
   * staff's words when they gave them.
   */
  | { type: 'session.ended'; userId: string; reason: SignOutReason; staffReason: string | null }
  /**
   * One session ended (sign-out, revocation, password change or reset). `reason` is set when its
   * browser is to be told why: the user ended it from another browser.
   */
  | { type: 'session.closed'; userId: string; sessionId: string; reason?: SignOutReason }
  /** The user's row changed (role, status, verification, profile): cached sessions re-read it. */
  | { type: 'user.changed'; userId: string }
  | {
      type: 'invoice';
      userId: string;
      invoice: 'deposit' | 'withdrawal' | 'investment';
      id: string;
      status: DepositStatus | WithdrawalStatus | InvestmentStatus;
    }
  /**
   * For the admins: a KYC submission arrived or was decided. (Deposits and withdrawals need no
   * event of their own: every change of theirs is an `invoice` event, which the admins hear too.)
   */
  | { type: 'queue'; queue: ConsoleQueue }
  /** One of the user's trading positions opened, changed its levels or closed. */
  | { type: 'position'; userId: string; id: string; status: 'open' | 'closed' }
  /** Staff decided the user's KYC submission `id`. */
  | { type: 'kyc'; userId: string; id: string; status: 'approved' | 'rejected' }
  /** The user signed in from a browser new to the account (sign-in history row `attemptId`). */
  | {
      type: 'sign_in.new_device';
      userId: string;
      attemptId: number;
      browser: string | null;
      system: string | null;
    }
  /**
   * A referrer earned a commission on deposit `depositId` (level 1 or 2): paid into their bonus
   * fund, or held until staff decide on a flagged referral (decision 035).
   */
  | {
      type: 'referral.commission';
      userId: string;
      depositId: string;
      level: 1 | 2;
      status: 'paid' | 'held';
    }
  /**
   * A price alert was added, removed or re-armed: every instance's alert checker reads it again
   * (features/price-alerts/alert-checker.ts).
   */
  | { type: 'price_alert.changed'; userId: string; alertId: string }
  /**
   * A price alert fired (its `firedCount`th crossing), at `firedPrice`; `price` is its level.
   * Checkers read it again too: a `once` alert is done, an `every` one waits to re-arm.
   */
  | {
      type: 'price_alert.fired';
      userId: string;
      alertId: string;
      symbol: PairSymbol;
      direction: PriceAlertDirection;
      price: string;
      firedPrice: string;
      firedCount: number;
    }
  /** The user's notices changed (one arrived, some were read): their bells show `unread`. */
  | { type: 'notifications'; userId: string; unread: number }
  /** For everyone: staff changed the settings. */
  | { type: 'settings'; settings: PublicSettings }
  /**
   * A message was posted in `userId`'s support conversation (ids only: sockets read the message,
   * so its text never travels through NOTIFY). Delivered to that user and to every staff socket.
   */
  | {
      type: 'chat.message';
      userId: string;
      conversationId: string;
      messageId: string;
      senderRole: 'user' | 'staff';
    }
  /** One side of `userId`'s conversation read the other side's messages up to `readAt`. */
  | {
      type: 'chat.read';
      userId: string;
      conversationId: string;
      reader: 'user' | 'staff';
      readAt: string;
    }
  /** Someone is typing in `userId`'s conversation: relayed to the other side, never stored. */
  | {
      type: 'chat.typing';
      userId: string;
      conversationId: string;
      who: 'user' | 'staff';
      name: string;
    };

export type EventListener = (event: DomainEvent) => void;

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /**
   * Called when events may have been lost (the bus reconnected to PostgreSQL): whoever keeps
   * state from events should read it again.
   */
  onResync(listener: () => void): () => void;
  /** False while the bus is cut off from the other instances (readiness). */
  isConnected(): boolean;
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
    // Nothing between publisher and listener can drop an event here.
    onResync: () => () => {},
    isConnected: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'kapital_events';

export interface PostgresEventBusOptions {
  /** Told when the LISTEN connection dropped and when it is back; never gets the URL. */
  log?: { warn(message: string): void; info(message: string): void };
  /** The first retry waits about this long, each next one twice as long, up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** An event arrived `delayMs` after it was published (metrics). */
  onDelivered?(delayMs: number): void;
  /** The LISTEN connection is back after a loss (metrics). */
  onReconnected?(): void;
}

/**
 * What travels in a NOTIFY: the event, and when it was published. `publishedAt` is stripped
 * before listeners hear it; an instance of an older version ignores it.
 */
type Notification = DomainEvent & { publishedAt?: number };

/**
 * Capped exponential backoff with jitter: half the ceiling plus a random half, so instances
 * that lost the database together do not knock on it together.
 */
export function retryDelay(
  attempt: number,
  firstMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, firstMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Several app instances on one PostgreSQL: every instance LISTENs, every publish is a NOTIFY, so
 * each instance hears every event (its own included) exactly once.
 *
 * A database restart or failover ends both connections. The bus then connects again with backoff,
 * LISTENs again and signals a resync: NOTIFYs sent while it was away are lost for good.
 */
export async function createPostgresEventBus(
  url: string,
  options: PostgresEventBusOptions = {},
): Promise<EventBus> {
  const { log, firstRetryMs = 500, maxRetryMs = 30_000, onDelivered, onReconnected } = options;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  let listener: pg.Client | null = null;
  let publisher: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { publishedAt, ...event } = JSON.parse(message.payload) as Notification;
      if (publishedAt !== undefined) onDelivered?.(Math.max(0, Date.now() - publishedAt));
      emitter.emit('event', event as DomainEvent);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const reconnect = () => {
    retryTimer = setTimeout(
      async () => {
        if (closed) return;
        try {
          listener = await connectListener();
        } catch {
          attempt += 1;
          reconnect();
          return;
        }
        if (closed) {
          await listener.end().catch(() => {});
          return;
        }
        attempt = 0;
        log?.info('event bus: listening again; browsers re-read what they show');
        onReconnected?.();
        emitter.emit('resync');
      },
      retryDelay(attempt, firstRetryMs, maxRetryMs),
    );
    retryTimer.unref();
  };

  // 'error' and 'end' both come when a connection dies: the first one starts the reconnect.
  function dropped(client: pg.Client) {
    client.removeAllListeners('notification');
    if (closed || listener !== client) return;
    listener = null;
    log?.warn('event bus: lost the LISTEN connection; reconnecting');
    reconnect();
  }

  const connectPublisher = (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    const ready = client.connect().then(() => client);
    // A dead publisher is replaced on the next publish; that one fails while the database is
    // away, like any other query would.
    const forget = () => {
      if (publisher === ready) publisher = null;
    };
    client.on('error', forget);
    client.on('end', forget);
    ready.catch(forget);
    return ready;
  };

  publisher = connectPublisher();
  try {
    listener = await connectListener();
    await publisher;
  } catch (error) {
    closed = true;
    await Promise.allSettled([listener?.end(), publisher.then((client) => client.end())]);
    throw error;
  }
  // One connection publishes for the whole instance, one statement at a time and in order: pg
  // would queue overlapping queries on a client itself, which it deprecates (gone in pg 9).
  // Events published while a statement is on its way wait for it and then leave together, each
  // still its own NOTIFY: under load a round trip carries many events instead of one. (Within
  // one statement PostgreSQL delivers identical payloads once; an event repeated word for word
  // says nothing new.)
  let waiting: string[] = [];
  let nextBatch: Promise<void> | null = null;
  let lastBatch: Promise<unknown> = Promise.resolve();
  const sendWaiting = async () => {
    const payloads = waiting;
    waiting = [];
    nextBatch = null;
    publisher ??= connectPublisher();
    await (await publisher).query(
      'select pg_notify($1, payload) from unnest($2::text[]) as payload',
      [CHANNEL, payloads],
    );
  };
  return {
    publish(event) {
      waiting.push(JSON.stringify({ ...event, publishedAt: Date.now() } satisfies Notification));
      if (!nextBatch) {
        nextBatch = lastBatch.then(sendWaiting);
        lastBatch = nextBatch.catch(() => {});
      }
      return nextBatch;
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    onResync(handler) {
      emitter.on('resync', handler);
      return () => emitter.off('resync', handler);
    },
    isConnected: () => listener !== null,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      emitter.removeAllListeners();
      await Promise.allSettled([listener?.end(), publisher?.then((client) => client.end())]);
    },
  };
}

import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Auth } from './auth/auth.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { EventBus } from './events/event-bus.ts';
import type { Ledger } from './ledger/index.ts';
import type { Draining } from './lifecycle/draining.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MarketFeed } from './market/market-feed.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Storage } from './storage/storage.ts';
import type { Clock } from './time/clock.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  events: EventBus;
  mailer: Mailer;
  ledger: Ledger;
  auth: Auth;
  /** Signed-in sessions in memory, dropped by the bus's session and user events. */
  sessions: SessionCache;
  market: MarketFeed;
  storage: Storage;
  /** The time as the app sees it: cooldowns, expiry, schedules. Tests move it by hand. */
  clock: Clock;
  version: string;
  /** Figures for GET /metrics. */
  metrics: Metrics;
  /** Set on SIGTERM: readiness turns 503 and sockets are told to reconnect elsewhere. */
  draining: Draining;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createMarketFeed } from './features/market/feed.ts';
import type { AppDependencies } from './platform/app-dependencies.ts';
import { createAuth } from './platform/auth/auth.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import {
  createInProcessEventBus,
  createPostgresEventBus,
  type EventBus,
} from './platform/events/event-bus.ts';
import { createLedger } from './platform/ledger/index.ts';
import { createDraining } from './platform/lifecycle/draining.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import type { MarketFeed } from './platform/market/market-feed.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { type Clock, systemClock } from './platform/time/clock.ts';

export const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * What a caller brings instead of what config would build: tests bring a fresh migrated database,
 * an in-memory mailer, a manual clock. Whatever is brought stays the caller's to close.
 */
export interface DependencyOverrides {
  database?: Database;
  events?: EventBus;
  mailer?: Mailer;
  clock?: Clock;
  storage?: Storage;
  market?: MarketFeed;
  version?: string;
}

/** Opens and migrates the database and wires every service the app needs, from config. */
export async function createDependencies(
  config: Config,
  overrides: DependencyOverrides = {},
): Promise<AppDependencies & { close(): Promise<void> }> {
  const metrics = createMetrics();
  const database = overrides.database ?? (await openMigratedDatabase(config));
  const events =
    overrides.events ??
    (database.url
      ? await createPostgresEventBus(database.url, {
          log: console,
          onDelivered: (delayMs) => metrics.eventBusDelaySeconds.observe(delayMs / 1000),
          onReconnected: () => metrics.eventBusReconnects.inc(),
        })
      : createInProcessEventBus());
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  const clock = overrides.clock ?? systemClock;
  const ledger = createLedger(database.db, events, {
    onCommitted: (kind) => metrics.transfers.inc({ kind }),
  });
  const auth = createAuth({ config, db: database.db, mailer, events });
  const sessions = createSessionCache({ events, clock });
  // Ticks only once the server calls market.start().
  const market = overrides.market ?? createMarketFeed(config, clock);
  return {
    config,
    database,
    events,
    mailer,
    ledger,
    auth,
    sessions,
    market,
    storage: overrides.storage ?? createStorage(config.storage),
    clock,
    version: overrides.version ?? VERSION,
    metrics,
    draining: createDraining(),
    async close() {
      sessions.close();
      if (!overrides.market) market.stop();
      if (!overrides.events) await events.close();
      if (!overrides.database) await database.close();
    },
  };
}

async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  return database;
}

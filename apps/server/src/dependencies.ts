import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMarketFeed } from './features/market/feed.ts';
import type { AppDependencies } from './platform/app-dependencies.ts';
import { createAuth } from './platform/auth/auth.ts';
import { createInProcessEventBus, createPostgresEventBus } from './platform/events/event-bus.ts';
import { createLedger } from './platform/ledger/index.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { createStorage } from './platform/storage/storage.ts';
import { systemClock } from './platform/time/clock.ts';

export const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Opens and migrates the database and wires every service the app needs, from config. */
export async function createDependencies(
  config: Config,
  overrides: { mailer?: Mailer } = {},
): Promise<AppDependencies & { close(): Promise<void> }> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const events = database.url
    ? await createPostgresEventBus(database.url)
    : createInProcessEventBus();
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  const ledger = createLedger(database.db, events);
  const auth = createAuth({ config, db: database.db, mailer });
  // Ticks only once the server calls market.start().
  const market = createMarketFeed(config, systemClock);
  return {
    config,
    database,
    events,
    mailer,
    ledger,
    auth,
    market,
    storage: createStorage(config.storage),
    clock: systemClock,
    version: VERSION,
    async close() {
      market.stop();
      await events.close();
      await database.close();
    },
  };
}

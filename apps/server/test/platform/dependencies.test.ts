import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDependencies } from '../../src/dependencies.ts';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { createMemoryMailer } from '../../src/platform/mail/mailer.ts';

import { createTestDatabase } from '../helpers/database.ts';
import { createManualClock } from '../helpers/manual-clock.ts';

test('the test app is wired by createDependencies: what it brings is used and left open', async () => {
  const database = await createTestDatabase();
  const events = createInProcessEventBus();
  const mailer = createMemoryMailer();
  const clock = createManualClock(Date.UTC(2026, 0, 1));
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0000',
  });
  try {
    const deps = await createDependencies(config, {
      database,
      events,
      mailer,
      clock,
      version: 'x',
    });
    expect(deps.database).toBe(database);
    expect(deps.events).toBe(events);
    expect(deps.mailer).toBe(mailer);
    expect(deps.clock).toBe(clock);
    expect(deps.version).toBe('x');
    await deps.close();
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  } finally {
    await events.close();
    await database.dispose();
  }
});

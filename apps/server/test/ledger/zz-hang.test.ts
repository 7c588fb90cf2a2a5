import { expect, it } from 'vitest';
import { createInProcessEventBus } from '../../src/platform/events/event-bus.ts';
import { createLedger } from '../../src/platform/ledger/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

it('systemAccount inside run', async () => {
  const database = await createTestDatabase();
  const ledger = createLedger(database.db, createInProcessEventBus());
  const result = await Promise.race([
    ledger.run(async () => (await ledger.systemAccount('fees')).kind),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 3000)),
  ]);
  expect(result).toBe('fees');
}, 10000);

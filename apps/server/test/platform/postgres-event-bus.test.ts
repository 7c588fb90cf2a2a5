import { describe, expect, test } from 'vitest';
import { createPostgresEventBus, type DomainEvent } from '../../src/platform/events/event-bus.ts';

const url = process.env.TEST_DATABASE_URL;

// LISTEN/NOTIFY exists only on a PostgreSQL server; this file runs in the PostgreSQL pass.
describe.runIf(url)('the PostgreSQL event bus', () => {
  test('carries an event published on one instance to every instance, once each', async () => {
    const [first, second] = await Promise.all([
      createPostgresEventBus(url ?? ''),
      createPostgresEventBus(url ?? ''),
    ]);
    try {
      const heardByFirst: DomainEvent[] = [];
      const heardBySecond: DomainEvent[] = [];
      first.subscribe((event) => heardByFirst.push(event));
      second.subscribe((event) => heardBySecond.push(event));
      const event: DomainEvent = {
        type: 'balance',
        userId: 'u-1',
        account: 'wallet',
        balance: '12.34',
      };
      await first.publish(event);
      await expect.poll(() => heardBySecond.length).toBe(1);
      await expect.poll(() => heardByFirst.length).toBe(1);
      expect(heardBySecond[0]).toEqual(event);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

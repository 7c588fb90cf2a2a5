import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../src/platform/auth/auth.ts';
import { createSessionCache } from '../../src/platform/auth/session-cache.ts';
import { createInProcessEventBus, type EventBus } from '../../src/platform/events/event-bus.ts';
import { createManualClock } from '../helpers/manual-clock.ts';

const START = Date.parse('2026-11-25T12:00:00.000Z');

function sessionOf(userId: string, sessionId: string, expiresAt = START + 86_400_000) {
  return {
    session: { id: sessionId, userId, expiresAt: new Date(expiresAt) },
    user: { id: userId },
  } as unknown as AuthSession;
}

/** A cache over a manual clock, and a counter of the reads that reached Better Auth. */
function setUp(options: { maxEntries?: number; events?: EventBus } = {}) {
  const clock = createManualClock(START);
  const events = options.events ?? createInProcessEventBus();
  const cache = createSessionCache({ events, clock, ttlMs: 60_000, ...options });
  const reads = { count: 0 };
  const reader = (session: AuthSession | null) => async () => {
    reads.count += 1;
    return session;
  };
  return { clock, events, cache, reads, reader };
}

describe('the session cache', () => {
  it('reads a session once, then serves it from memory until its minute is up', async () => {
    const { clock, cache, reads, reader } = setUp();
    const alice = sessionOf('alice', 's1');
    expect(await cache.get('cookie-a', reader(alice))).toBe(alice);
    expect(await cache.get('cookie-a', reader(alice))).toBe(alice);
    expect(reads.count).toBe(1);
    clock.advance(60_000);
    expect(await cache.get('cookie-a', reader(alice))).toBe(alice);
    expect(reads.count).toBe(2);
  });

  it('never serves a session past its own expiry, and never remembers a refusal', async () => {
    const { clock, cache, reads, reader } = setUp();
    const shortLived = sessionOf('bob', 's2', START + 10_000);
    await cache.get('cookie-b', reader(shortLived));
    clock.advance(10_000);
    expect(await cache.get('cookie-b', reader(null))).toBeNull();
    expect(await cache.get('cookie-b', reader(null))).toBeNull();
    expect(reads.count).toBe(3);
    expect(cache.size()).toBe(0);
  });

  it('drops exactly what each event ends: one session, every session of a user, or all', async () => {
    const { events, cache, reads, reader } = setUp();
    const first = sessionOf('carol', 's3');
    const second = sessionOf('carol', 's4');
    const other = sessionOf('dave', 's5');
    await cache.get('c3', reader(first));
    await cache.get('c4', reader(second));
    await cache.get('c5', reader(other));

    await events.publish({ type: 'session.closed', userId: 'carol', sessionId: 's3' });
    expect(await cache.get('c3', reader(null))).toBeNull();
    expect(await cache.get('c4', reader(null))).toBe(second);
    expect(reads.count).toBe(4);

    await events.publish({
      type: 'session.ended',
      userId: 'carol',
      reason: 'USER_BANNED',
      staffReason: null,
    });
    expect(await cache.get('c4', reader(null))).toBeNull();
    expect(await cache.get('c5', reader(null))).toBe(other);

    await events.publish({ type: 'user.changed', userId: 'dave' });
    const renamed = sessionOf('dave', 's5');
    expect(await cache.get('c5', reader(renamed))).toBe(renamed);
    expect(reads.count).toBe(6);
  });

  it('forgets everything when the bus may have lost events', async () => {
    let resync = () => {};
    const events: EventBus = {
      ...createInProcessEventBus(),
      onResync(listener) {
        resync = listener;
        return () => {};
      },
    };
    const { cache, reader } = setUp({ events });
    await cache.get('c6', reader(sessionOf('erin', 's6')));
    resync();
    expect(cache.size()).toBe(0);
  });

  it('does not remember a read that an event overtook', async () => {
    const { events, cache, reads } = setUp();
    const stale = sessionOf('frank', 's7');
    const racing = cache.get('c7', async () => {
      reads.count += 1;
      // The session ends while Better Auth is still reading it.
      await events.publish({ type: 'session.closed', userId: 'frank', sessionId: 's7' });
      return stale;
    });
    expect(await racing).toBe(stale);
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxEntries sessions, dropping the oldest', async () => {
    const { cache, reads, reader } = setUp({ maxEntries: 2 });
    await cache.get('c8', reader(sessionOf('g', 's8')));
    await cache.get('c9', reader(sessionOf('h', 's9')));
    await cache.get('c10', reader(sessionOf('i', 's10')));
    expect(cache.size()).toBe(2);
    await cache.get('c8', reader(sessionOf('g', 's8')));
    expect(reads.count).toBe(4);
  });
});

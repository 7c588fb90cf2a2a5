import type { EventBus } from '../events/event-bus.ts';
import type { Clock } from '../time/clock.ts';
import type { AuthSession } from './auth.ts';

export interface SessionCacheOptions {
  events: EventBus;
  clock: Clock;
  /**
   * How long a session read stays trusted without hearing of a change. Events end it sooner;
   * this bounds the harm of one the bus lost, and lets Better Auth slide the expiry on a re-read.
   */
  ttlMs?: number;
  /** Beyond this many sessions the oldest is dropped: memory stays bounded under any load. */
  maxEntries?: number;
}

interface Entry {
  session: AuthSession;
  cachedAt: number;
}

/**
 * Sessions read by Better Auth, kept in memory by their signed cookie: a signed-in request costs
 * a map lookup instead of a cookie check and two queries. Whatever ends or changes a session is
 * an event on the bus, which every instance hears: sign-out, revocation and password changes
 * (`session.closed`), ban and block (`session.ended`), and any change of the user's row
 * (`user.changed`). Each drops the cached sessions it concerns on every instance at once, and
 * a bus that lost events (`onResync`) drops them all. Decision 020 says why this is immediate
 * enough.
 */
export function createSessionCache({
  events,
  clock,
  ttlMs = 60_000,
  maxEntries = 100_000,
}: SessionCacheOptions) {
  // A Map keeps insertion order: the first key is the oldest entry.
  const byCookie = new Map<string, Entry>();
  const cookiesByUser = new Map<string, Set<string>>();
  /** Counts drops: a read that started before one must not store what it read. */
  let drops = 0;

  function remove(cookie: string): void {
    const entry = byCookie.get(cookie);
    if (!entry) return;
    byCookie.delete(cookie);
    const cookies = cookiesByUser.get(entry.session.user.id);
    cookies?.delete(cookie);
    if (cookies?.size === 0) cookiesByUser.delete(entry.session.user.id);
  }

  function dropUser(userId: string): void {
    drops += 1;
    for (const cookie of [...(cookiesByUser.get(userId) ?? [])]) remove(cookie);
  }

  function dropSession(userId: string, sessionId: string): void {
    drops += 1;
    for (const cookie of [...(cookiesByUser.get(userId) ?? [])]) {
      if (byCookie.get(cookie)?.session.session.id === sessionId) remove(cookie);
    }
  }

  function clear(): void {
    drops += 1;
    byCookie.clear();
    cookiesByUser.clear();
  }

  const stopEvents = events.subscribe((event) => {
    if (event.type === 'session.closed') dropSession(event.userId, event.sessionId);
    else if (event.type === 'session.ended' || event.type === 'user.changed') {
      dropUser(event.userId);
    }
  });
  const stopResync = events.onResync(clear);

  return {
    /**
     * The session of a signed cookie: from memory when it is fresh, else from `read` (Better
     * Auth), remembered unless something was dropped while it was read.
     */
    async get(
      cookie: string,
      read: () => Promise<AuthSession | null>,
    ): Promise<AuthSession | null> {
      const now = clock.now();
      const entry = byCookie.get(cookie);
      if (entry) {
        if (now - entry.cachedAt < ttlMs && entry.session.session.expiresAt.getTime() > now) {
          return entry.session;
        }
        remove(cookie);
      }
      const dropsBefore = drops;
      const session = await read();
      if (!session || drops !== dropsBefore) return session;
      if (byCookie.size >= maxEntries) {
        const oldest = byCookie.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      byCookie.set(cookie, { session, cachedAt: now });
      const cookies = cookiesByUser.get(session.user.id) ?? new Set<string>();
      cookies.add(cookie);
      cookiesByUser.set(session.user.id, cookies);
      return session;
    },

    /** How many sessions are held (for tests and figures). */
    size: () => byCookie.size,

    close(): void {
      stopEvents();
      stopResync();
      clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

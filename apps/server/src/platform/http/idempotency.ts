import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@kapital/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { idempotentRequests } from '../../db/schema/index.ts';
import { signedInUser } from '../auth/guards.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';
import type { Ledger, UnitOfWork } from '../ledger/index.ts';
import { AppError } from './app-error.ts';

/** The answer of a money-moving request: stored with its key, sent again on a retry. */
export interface IdempotentAnswer<Body> {
  statusCode: number;
  body: Body;
}

/** Set on a reply that repeats a stored answer instead of doing the work again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Runs a money-moving request at most once per (user, Idempotency-Key). The key is claimed, the
 * work done and its answer stored in one transaction: a retry gets the stored answer (with the
 * header `Idempotent-Replayed: true`); a twin sent at the same moment waits on the key's row and
 * then gets the same answer; the same key on a different request is refused with 409. A refusal
 * (4xx) rolls everything back, key included, so the corrected request may reuse the key.
 *
 * The route must have `headers: idempotencyHeaders` and run behind a session guard. A route
 * whose body Fastify does not parse (a multipart upload) passes `content`, what it read from
 * the body (a file's digest, its fields), so that a different upload is a different request.
 */
export async function idempotent<Body>(
  deps: { ledger: Ledger },
  request: FastifyRequest,
  reply: FastifyReply,
  work: (uow: UnitOfWork) => Promise<IdempotentAnswer<Body>>,
  content: unknown = request.body,
): Promise<Body> {
  const userId = signedInUser(request).id;
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') {
    throw new Error('idempotent() needs a signed-in user and a validated Idempotency-Key');
  }
  const fingerprint = fingerprintOf(request, content);
  const answer = await deps.ledger.run(async (uow) => {
    // Claim the key first: a concurrent twin blocks on the primary key until we commit.
    const [claimed] = await uow.tx
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, statusCode: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (!claimed) {
      const [stored] = await uow.tx
        .select()
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
      if (!stored || stored.fingerprint !== fingerprint) {
        throw new AppError(
          409,
          ERROR_CODES.idempotencyConflict,
          'This Idempotency-Key was already used for a different request; send a new key',
        );
      }
      return { statusCode: stored.statusCode, body: stored.body as Body, replayed: true };
    }
    const result = await work(uow);
    await uow.tx
      .update(idempotentRequests)
      .set({ statusCode: result.statusCode, body: result.body as object })
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    return { ...result, replayed: false };
  });
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(answer.statusCode);
  return answer.body;
}

/** What makes two requests "the same": method, route, path parameters and body. */
export function fingerprintOf(request: FastifyRequest, content: unknown = request.body): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.method,
        request.routeOptions.url ?? request.url,
        request.params ?? null,
        content ?? null,
      ]),
    )
    .digest('hex');
}

/**
 * How long a stored answer is kept. Clients retry within seconds or minutes (the web app keeps a
 * key for one attempt); a week leaves room for a client that was offline for days.
 */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_PERIOD_MS = 60 * 60 * 1000;
/** Rows deleted per statement: a backlog is worked off in short statements. */
const PRUNE_BATCH_SIZE = 1000;

/** Deletes the answers stored before `now` minus the retention; returns how many. */
export async function pruneIdempotentRequests(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - IDEMPOTENCY_RETENTION_MS);
  let pruned = 0;
  for (;;) {
    // ctid picks rows without the composite key; the subquery bounds each statement.
    const rows = await db
      .delete(idempotentRequests)
      .where(
        sql`ctid IN (SELECT ctid FROM ${idempotentRequests} WHERE ${idempotentRequests.createdAt} < ${cutoff} LIMIT ${PRUNE_BATCH_SIZE})`,
      )
      .returning({ key: idempotentRequests.key });
    pruned += rows.length;
    if (rows.length < PRUNE_BATCH_SIZE) return pruned;
  }
}

/** Prunes stored answers every hour (on the hour). */
export function idempotencyPruningJob(db: Db): PeriodicJob {
  return {
    periodMs: PRUNE_PERIOD_MS,
    run: (now) => pruneIdempotentRequests(db, now),
    didWork: 'pruned stored answers of idempotent requests',
    failed: 'could not prune stored answers of idempotent requests',
  };
}

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { idempotentRequests } from '../../src/db/schema/index.ts';
import {
  IDEMPOTENCY_RETENTION_MS,
  idempotencyPruningJob,
  pruneIdempotentRequests,
} from '../../src/platform/http/idempotency.ts';
import { startPeriodicJob } from '../../src/platform/jobs/periodic-job.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { createUser } from '../helpers/ledger-fixtures.ts';
import { createManualClock, type ManualClock } from '../helpers/manual-clock.ts';

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-06-01T00:00:00.000Z');

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = createManualClock(START);
  t = await build({}, { autoClose: false, clock });
});
afterAll(async () => {
  await t?.close();
});

/** Stores `howMany` answers for a new user, all created at `createdAt`. */
async function storeAnswers(howMany: number, createdAt: Date): Promise<string> {
  const userId = await createUser(t.db, 'keys');
  const rows = Array.from({ length: howMany }, (_, index) => ({
    userId,
    key: `key-${index}`,
    fingerprint: 'f',
    statusCode: 201,
    body: { index },
    createdAt,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.db.insert(idempotentRequests).values(rows.slice(start, start + 500));
  }
  return userId;
}

async function answersOf(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(idempotentRequests)
    .where(eq(idempotentRequests.userId, userId));
  return Number(row?.n ?? 0);
}

describe('pruneIdempotentRequests', () => {
  it('deletes answers older than the retention, in batches, and keeps the rest', async () => {
    const now = clock.now();
    // More than one batch of 1,000, so the loop must go round.
    const stale = await storeAnswers(1_205, new Date(now - IDEMPOTENCY_RETENTION_MS - HOUR));
    const edge = await storeAnswers(2, new Date(now - IDEMPOTENCY_RETENTION_MS + HOUR));
    const fresh = await storeAnswers(3, new Date(now - HOUR));

    expect(await pruneIdempotentRequests(t.db, now)).toBe(1_205);
    expect(await answersOf(stale)).toBe(0);
    expect(await answersOf(edge)).toBe(2);
    expect(await answersOf(fresh)).toBe(3);
    expect(await pruneIdempotentRequests(t.db, now)).toBe(0);
  });

  it('runs on every hour as a background job', async () => {
    const owner = await storeAnswers(4, new Date(clock.now() - IDEMPOTENCY_RETENTION_MS));
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startPeriodicJob(clock, log, idempotencyPruningJob(t.db));
    onTestFinished(stop);

    clock.advance(HOUR);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
    expect(log.info).toHaveBeenCalledWith({ count: 4 }, expect.any(String));
    expect(await answersOf(owner)).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });
});

/** Lets the promise callbacks of a finished round run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('startPeriodicJob', () => {
  it('does not start a round while the last one runs, logs a failure and goes on', async () => {
    const jobClock = createManualClock(START);
    const log = { info: vi.fn(), error: vi.fn() };
    const rounds: Array<{ finish: (count: number) => void; fail: (error: Error) => void }> = [];
    const stop = startPeriodicJob(jobClock, log, {
      periodMs: 1_000,
      run: () =>
        new Promise<number>((resolve, reject) => {
          rounds.push({ finish: resolve, fail: reject });
        }),
      didWork: 'did the work',
      failed: 'the work failed',
    });

    jobClock.advance(1_000);
    jobClock.advance(1_000);
    expect(rounds).toHaveLength(1);

    rounds[0]?.fail(new Error('database away'));
    await settled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the work failed');

    jobClock.advance(1_000);
    expect(rounds).toHaveLength(2);
    rounds[1]?.finish(0);
    await settled();
    jobClock.advance(1_000);
    expect(rounds).toHaveLength(3);
    rounds[2]?.finish(7);
    await settled();
    expect(log.info).toHaveBeenCalledTimes(1);
    // A round that changed nothing says nothing.
    expect(log.info).toHaveBeenCalledWith({ count: 7 }, 'did the work');

    await stop();
    expect(jobClock.scheduled()).toBe(0);
    jobClock.advance(5_000);
    expect(rounds).toHaveLength(3);
  });

  it('stops at once, and resolves only when the round under way has finished', async () => {
    const jobClock = createManualClock(START);
    const log = { info: vi.fn(), error: vi.fn() };
    let finishRound = (_count: number) => {};
    const stop = startPeriodicJob(jobClock, log, {
      periodMs: 1_000,
      run: () =>
        new Promise<number>((resolve) => {
          finishRound = resolve;
        }),
      didWork: 'did the work',
      failed: 'the work failed',
    });
    jobClock.advance(1_000);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    expect(jobClock.scheduled()).toBe(0);
    await settled();
    expect(stopped).toBe(false);
    finishRound(2);
    await stopping;
    expect(log.info).toHaveBeenCalledWith({ count: 2 }, 'did the work');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deposits } from '../../src/db/schema/index.ts';
import { depositExpiryJob, expireDeposits } from '../../src/features/deposits/expiry.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { startPeriodicJob } from '../../src/platform/jobs/periodic-job.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertDeposit, insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { issueDeposit, postWithKey, uploadProof } from '../helpers/deposit-requests.ts';
import { expectError, verifiedUser } from '../helpers/http.ts';
import { createUser } from '../helpers/ledger-fixtures.ts';
import { createManualClock, type ManualClock } from '../helpers/manual-clock.ts';
import type { TestUser } from '../helpers/users.ts';

const HOUR = 60 * 60 * 1000;
const START = Date.parse('2026-05-04T08:00:00.000Z');

let t: TestApp;
let clock: ManualClock;
let ada: TestUser;
let methodId: string;

beforeAll(async () => {
  clock = createManualClock(START);
  t = await build({}, { autoClose: false, clock });
  ada = await verifiedUser(t);
  methodId = await insertPaymentMethod(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, id));
  return row?.status;
}

function recordInvoiceEvents(): DomainEvent[] {
  const seen: DomainEvent[] = [];
  onTestFinished(t.deps.events.subscribe((event) => seen.push(event)));
  return seen;
}

describe('expireDeposits', () => {
  it('expires pending invoices 48 h old, never one with proof or one still in time', async () => {
    const issuedAt = clock.now();
    const unpaid = (await issueDeposit(t, ada.cookie, { amount: '20', methodId })).id;
    const proven = (await issueDeposit(t, ada.cookie, { amount: '21', methodId })).id;
    expect((await uploadProof(t, proven, ada.cookie)).statusCode).toBe(200);
    clock.advance(47 * HOUR);
    const later = (await issueDeposit(t, ada.cookie, { amount: '22', methodId })).id;
    const events = recordInvoiceEvents();

    // One millisecond before the deadline nothing expires.
    expect(await expireDeposits(t.deps, issuedAt + 48 * HOUR - 1)).toBe(0);
    expect(await statusOf(unpaid)).toBe('pending');

    clock.advance(HOUR);
    expect(await expireDeposits(t.deps, clock.now())).toBe(1);
    expect(await statusOf(unpaid)).toBe('expired');
    expect(await statusOf(proven)).toBe('submitted');
    expect(await statusOf(later)).toBe('pending');
    expect(events).toEqual([
      { type: 'invoice', userId: ada.id, invoice: 'deposit', id: unpaid, status: 'expired' },
    ]);

    // Running again changes nothing; the expired invoice can no longer be paid or cancelled.
    expect(await expireDeposits(t.deps, clock.now())).toBe(0);
    expectError(await uploadProof(t, unpaid, ada.cookie), 409, 'INVALID_STATE');
    expectError(
      await postWithKey(t, `/api/deposits/${unpaid}/cancel`, { cookie: ada.cookie }),
      409,
      'INVALID_STATE',
    );

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/deposits/${unpaid}`,
      headers: { cookie: ada.cookie },
    });
    expect(mine.json()).toMatchObject({
      status: 'expired',
      decidedAt: new Date(clock.now()).toISOString(),
    });

    clock.advance(48 * HOUR);
    expect(await expireDeposits(t.deps, clock.now())).toBe(1);
    expect(await statusOf(later)).toBe('expired');
  });

  it('a proof sent after the deadline is refused even before the job has run', async () => {
    const { id } = await issueDeposit(t, ada.cookie, { amount: '23', methodId });
    clock.advance(48 * HOUR);
    const error = expectError(await uploadProof(t, id, ada.cookie), 409, 'INVALID_STATE');
    expect(error.message).toContain('expired');
    expect(await statusOf(id)).toBe('pending');
    expect(await expireDeposits(t.deps, clock.now())).toBe(1);
    expect(await statusOf(id)).toBe('expired');
  });

  it('two runs at once expire each invoice exactly once', async () => {
    const owner = await createUser(t.db, 'expiry');
    const createdAt = new Date(clock.now() - 49 * HOUR);
    const due = await Promise.all(
      Array.from({ length: 12 }, () => insertDeposit(t.db, owner, { createdAt, methodId })),
    );
    const events = recordInvoiceEvents();
    const counts = await Promise.all([
      expireDeposits(t.deps, clock.now()),
      expireDeposits(t.deps, clock.now()),
    ]);
    expect(counts[0] + counts[1]).toBe(due.length);
    const expired = events.filter((event) => event.type === 'invoice');
    expect(expired.map((event) => (event.type === 'invoice' ? event.id : '')).sort()).toEqual(
      [...due].sort(),
    );
    for (const id of due) expect(await statusOf(id)).toBe('expired');
  });
});

describe('the deposit expiry job', () => {
  it('runs on every minute until stopped', async () => {
    const owner = await createUser(t.db, 'scheduled');
    const log = { info: vi.fn(), error: vi.fn() };
    const before = clock.scheduled();
    const stop = startPeriodicJob(t.deps.clock, log, depositExpiryJob(t.deps));
    onTestFinished(stop);
    expect(clock.scheduled()).toBe(before + 1);

    // The clock sits on a whole minute: the next run is 60 s away.
    const issuedAgo = (seconds: number) => new Date(clock.now() - 48 * HOUR + seconds * 1000);
    const first = await insertDeposit(t.db, owner, { createdAt: issuedAgo(30), methodId });
    const second = await insertDeposit(t.db, owner, { createdAt: issuedAgo(90), methodId });
    clock.advance(30_000);
    expect(log.info).not.toHaveBeenCalled();
    expect(await statusOf(first)).toBe('pending');

    clock.advance(30_000);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1));
    expect(log.info).toHaveBeenCalledWith({ count: 1 }, expect.any(String));
    expect(await statusOf(first)).toBe('expired');
    expect(await statusOf(second)).toBe('pending');

    clock.advance(60_000);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(2));
    expect(await statusOf(second)).toBe('expired');
    expect(log.error).not.toHaveBeenCalled();

    stop();
    expect(clock.scheduled()).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import { adminSettingsResponse, auditListResponse, rateHistoryResponse } from '@kapital/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { settings } from '../../src/db/schema/index.ts';
import { auditCount, latestAudit, send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const patch = (payload: unknown, cookie = admin.cookie) =>
  send(t, 'PATCH', '/api/admin/settings', { cookie, payload });
const storedSettings = async () => (await t.db.select().from(settings))[0];

function adjust(userId: string, payload: Record<string, string>, key = `k-${randomUUID()}`) {
  return send(t, 'POST', `/api/admin/users/${userId}/adjustments`, {
    cookie: admin.cookie,
    headers: { 'idempotency-key': key },
    payload: { reason: 'goodwill credit', ...payload },
  });
}

describe('GET and PATCH /api/admin/settings: every setting', () => {
  it('GET returns the defaults in money and percent strings', async () => {
    const response = await get(t, '/api/admin/settings', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = adminSettingsResponse.parse(response.json());
    expect(body).toMatchObject({
      menuContact: true,
      rateMYR: '4.7',
      rateIDR: '15800',
      withdrawalFeePercent: '1.00',
      withdrawalFeeFixed: '1.00',
      withdrawalMin: '20.00',
      depositMin: '10.00',
      depositMax: '100000.00',
      tradeFeePercent: '0.10',
      referralLevel1Percent: '5.00',
      referralLevel2Percent: '2.00',
      demoBalance: '10000.00',
    });
  });

  it('PATCH changes fees and limits, stores minor units and basis points, and is audited', async () => {
    const response = await patch({
      withdrawalFeePercent: '1.5',
      tradeFeePercent: '0.25',
      depositMax: '50000',
      demoBalance: '5000.50',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await storedSettings();
    expect(row).toMatchObject({
      withdrawalFeeBps: 150,
      tradeFeeBps: 25,
      depositMax: 5_000_000n,
      demoBalance: 500_050n,
    });
    const all = (await get(t, '/api/admin/settings', admin.cookie)).json();
    expect(all).toMatchObject({
      withdrawalFeePercent: '1.50',
      tradeFeePercent: '0.25',
      depositMax: '50000.00',
      demoBalance: '5000.50',
    });
    const [entry] = await latestAudit(t.db);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      action: 'settings.update',
      targetType: 'settings',
      targetId: '1',
      ip: '127.0.0.1',
      before: {
        withdrawalFeePercent: '1.00',
        tradeFeePercent: '0.10',
        depositMax: '100000.00',
        demoBalance: '10000.00',
      },
      after: {
        withdrawalFeePercent: '1.50',
        tradeFeePercent: '0.25',
        depositMax: '50000.00',
        demoBalance: '5000.50',
      },
    });
  });

  it.each([
    ['withdrawalFeePercent', '100.01'],
    ['withdrawalFeePercent', '1.234'],
    ['tradeFeePercent', '-1'],
    ['referralLevel1Percent', 'five'],
    ['referralLevel2Percent', 5],
    ['depositMin', '0'],
    ['depositMax', '1.001'],
    ['withdrawalMin', '-20'],
    ['demoBalance', ''],
    ['withdrawalFeeFixed', '1e2'],
  ])('%s = %j: 400 naming the field; nothing changes or is audited', async (field, value) => {
    const before = await storedSettings();
    const audits = await auditCount(t.db);
    const error = expectError(
      await patch({ rateBND: '2', [field]: value }),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await storedSettings()).toEqual(before);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('depositMax below depositMin, in the body or against the stored value: 400', async () => {
    const before = await storedSettings();
    const audits = await auditCount(t.db);
    const inBody = expectError(
      await patch({ depositMin: '100', depositMax: '99.99' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(inBody.fields ?? {})).toEqual(['depositMax']);
    const stored = expectError(await patch({ depositMin: '50000.01' }), 400, 'VALIDATION_ERROR');
    expect(Object.keys(stored.fields ?? {})).toEqual(['depositMin']);
    const storedMax = expectError(await patch({ depositMax: '5' }), 400, 'VALIDATION_ERROR');
    expect(Object.keys(storedMax.fields ?? {})).toEqual(['depositMax']);
    expect(await storedSettings()).toEqual(before);
    expect(await auditCount(t.db)).toBe(audits);
  });

  it('rate history lists rate changes from the audit log, newest first', async () => {
    expect((await patch({ rateMYR: '4.8' })).statusCode).toBe(200);
    expect((await patch({ rateMYR: '4.9', rateIDR: '16000', menuContact: false })).statusCode).toBe(
      200,
    );
    // A change to the same value is no rate change.
    expect((await patch({ rateSGD: '1.35' })).statusCode).toBe(200);
    const response = await get(t, '/api/admin/settings/rate-history', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = rateHistoryResponse.parse(response.json());
    expect(
      body.items.map(({ currency, from, to, actorId }) => [currency, from, to, actorId]),
    ).toEqual([
      ['IDR', '15800', '16000', admin.id],
      ['MYR', '4.8', '4.9', admin.id],
      ['MYR', '4.7', '4.8', admin.id],
    ]);
    expect(body.total).toBe(3);
    const paged = (
      await get(t, '/api/admin/settings/rate-history?size=1&page=3', admin.cookie)
    ).json();
    expect(paged.items.map((item: { to: string }) => item.to)).toEqual(['4.8']);
  });
});

describe('adjustments are audited', () => {
  it('a credit and a debit each write one entry with the balance before and after', async () => {
    const person = await verifiedUser(t);
    const key = `k-${randomUUID()}`;
    expect(
      (await adjust(person.id, { account: 'bonus', direction: 'credit', amount: '20' }, key))
        .statusCode,
    ).toBe(201);
    const count = await auditCount(t.db);
    // A replay moves nothing and records nothing.
    expect(
      (await adjust(person.id, { account: 'bonus', direction: 'credit', amount: '20' }, key))
        .statusCode,
    ).toBe(201);
    expect(await auditCount(t.db)).toBe(count);
    expect(
      (await adjust(person.id, { account: 'bonus', direction: 'debit', amount: '5.5' })).statusCode,
    ).toBe(201);
    const entries = (await latestAudit(t.db, 2)).reverse();
    expect(
      entries.map((entry) => [entry.action, entry.targetId, entry.before, entry.after]),
    ).toEqual([
      [
        'funds.adjust',
        person.id,
        { account: 'bonus', balance: '0.00' },
        expect.objectContaining({
          account: 'bonus',
          balance: '20.00',
          direction: 'credit',
          amount: '20.00',
          reason: 'goodwill credit',
        }),
      ],
      [
        'funds.adjust',
        person.id,
        { account: 'bonus', balance: '20.00' },
        expect.objectContaining({ balance: '14.50', direction: 'debit', amount: '5.50' }),
      ],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      targetType: 'user',
      ip: '127.0.0.1',
    });
  });

  it('a refused adjustment records nothing', async () => {
    const person = await verifiedUser(t);
    const count = await auditCount(t.db);
    expectError(
      await adjust(person.id, { account: 'wallet', direction: 'debit', amount: '1' }),
      422,
      'INSUFFICIENT_FUNDS',
    );
    expectError(
      await adjust('nobody', { account: 'wallet', direction: 'credit', amount: '1' }),
      404,
      'NOT_FOUND',
    );
    expect(await auditCount(t.db)).toBe(count);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first, filters by action, actor, target and dates, and pages', async () => {
    const other = await staffUser(t, 'admin');
    const person = await verifiedUser(t, { fullName: 'Grace Audited' });
    // The database's clock stamps the entries: everything before this is older.
    const [clock] = await queryRows<{ now: string }>(
      t.db,
      sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
    );
    const start = clock?.now ?? '';
    await send(t, 'POST', `/api/admin/users/${person.id}/block`, {
      cookie: other.cookie,
      payload: { reason: 'Audit test' },
    });
    await send(t, 'POST', `/api/admin/users/${person.id}/unblock`, { cookie: admin.cookie });

    const all = auditListResponse.parse((await get(t, '/api/admin/audit', admin.cookie)).json());
    const ids = all.items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.items[0]).toMatchObject({
      action: 'user.unblock',
      actorId: admin.id,
      actorName: 'Ada Lovelace',
      // The target is named as people know it, not only by its id.
      targetId: person.id,
      targetName: 'Grace Audited',
    });

    const byTarget = (
      await get(t, `/api/admin/audit?targetType=user&targetId=${person.id}`, admin.cookie)
    ).json();
    expect(byTarget.items.map((item: { action: string }) => item.action)).toEqual([
      'user.unblock',
      'user.block',
    ]);
    const byActor = (await get(t, `/api/admin/audit?actorId=${other.id}`, admin.cookie)).json();
    expect(byActor.items.map((item: { action: string }) => item.action)).toEqual(['user.block']);
    const byAction = (
      await get(t, '/api/admin/audit?action=settings.update&size=100', admin.cookie)
    ).json();
    expect(byAction.total).toBeGreaterThan(0);
    expect(
      byAction.items.every((item: { action: string }) => item.action === 'settings.update'),
    ).toBe(true);
    const since = (
      await get(t, `/api/admin/audit?from=${encodeURIComponent(start)}`, admin.cookie)
    ).json();
    expect(since.items.map((item: { action: string }) => item.action)).toEqual([
      'user.unblock',
      'user.block',
    ]);
    const until = (
      await get(t, `/api/admin/audit?to=${encodeURIComponent(start)}`, admin.cookie)
    ).json();
    expect(until.items.some((item: { targetId: string }) => item.targetId === person.id)).toBe(
      false,
    );

    const page2 = (await get(t, '/api/admin/audit?size=1&page=2', admin.cookie)).json();
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual([all.items[1]?.id]);
    expect(page2.total).toBe(all.total);
  });

  it.each(['size=101', 'page=0', 'from=yesterday', 'to=2026-13-01'])('%s: 400', async (query) => {
    const error = expectError(
      await get(t, `/api/admin/audit?${query}`, admin.cookie),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(error.fields ?? {})).toContain(query.split('=')[0]);
  });

  it('nothing can edit it: UPDATE and DELETE on audit_log raise', async () => {
    const [entry] = await latestAudit(t.db);
    expect(entry).toBeDefined();
    await expect(
      t.db.execute(sql`update audit_log set action = 'forged' where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_log where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [after] = await latestAudit(t.db);
    expect(after).toEqual(entry);
  });
});

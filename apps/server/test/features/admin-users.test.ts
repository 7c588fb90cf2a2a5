import { randomUUID } from 'node:crypto';
import {
  adminOverviewResponse,
  adminStatementResponse,
  adminUserDetail,
  adminUsersResponse,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { updateSettings } from '../../src/features/admin/settings-service.ts';
import { actOnUser, movementSubject } from '../../src/features/admin/users-service.ts';
import type { DomainEvent } from '../../src/platform/events/event-bus.ts';
import { auditCount, auditFor, send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError, get, sessionCountOf, verifiedUser } from '../helpers/http.ts';
import { insertKyc } from '../helpers/kyc-rows.ts';
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

const userRow = async (id: string) => (await t.db.select().from(user).where(eq(user.id, id)))[0];

function adjust(userId: string, account: string, direction: string, amount: string) {
  return send(t, 'POST', `/api/admin/users/${userId}/adjustments`, {
    cookie: admin.cookie,
    headers: { 'idempotency-key': `key-${randomUUID()}` },
    payload: { account, direction, amount, reason: 'test adjustment' },
  });
}

describe('GET /api/admin/users', () => {
  it('finds by name, username or e-mail, any case, paged', async () => {
    const tag = randomUUID().slice(0, 6);
    const a = await verifiedUser(t, { fullName: `Grace Hopper${tag}`, userName: `gh_${tag}` });
    const b = await verifiedUser(t, { email: `Linus.${tag}@Example.com` });
    await verifiedUser(t);

    const byName = adminUsersResponse.parse(
      (await get(t, `/api/admin/users?q=HOPPER${tag.toUpperCase()}`, admin.cookie)).json(),
    );
    expect(byName.items.map((item) => item.id)).toEqual([a.id]);
    expect(byName.total).toBe(1);
    const byUserName = (await get(t, `/api/admin/users?q=GH_${tag}`, admin.cookie)).json();
    expect(byUserName.items.map((item: { id: string }) => item.id)).toEqual([a.id]);
    const byEmail = (await get(t, `/api/admin/users?q=linus.${tag}@example`, admin.cookie)).json();
    expect(byEmail.items.map((item: { id: string }) => item.id)).toEqual([b.id]);
    // LIKE wildcards match only themselves.
    expect((await get(t, '/api/admin/users?q=%25', admin.cookie)).json().total).toBe(0);

    const all = adminUsersResponse.parse((await get(t, '/api/admin/users', admin.cookie)).json());
    expect(all.total).toBeGreaterThanOrEqual(4);
    const pageOne = (await get(t, '/api/admin/users?size=2&page=1', admin.cookie)).json();
    const pageTwo = (await get(t, '/api/admin/users?size=2&page=2', admin.cookie)).json();
    expect(pageOne.items).toHaveLength(2);
    expect(pageTwo.items.length).toBeGreaterThan(0);
    const ids = [...pageOne.items, ...pageTwo.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['size=101', 'size=0', 'page=0', 'page=abc'])(
    '%s: 400 naming the field',
    async (query) => {
      const error = expectError(
        await get(t, `/api/admin/users?${query}`, admin.cookie),
        400,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(error.fields ?? {})).toContain(query.split('=')[0]);
    },
  );
});

describe('GET /api/admin/users/{userId} and its statement', () => {
  it('shows the profile, state, KYC state and the four funds', async () => {
    const person = await verifiedUser(t);
    const fresh = adminUserDetail.parse(
      (await get(t, `/api/admin/users/${person.id}`, admin.cookie)).json(),
    );
    expect(fresh).toMatchObject({
      id: person.id,
      userName: person.userName,
      email: person.email,
      role: 'user',
      userStatus: 'active',
      userBlock: false,
      userTrading: false,
      emailVerified: true,
      kycStatus: 'none',
      funds: { wallet: '0.00', bonus: '0.00', profit: '0.00', demo: '0.00' },
    });
    expect((await adjust(person.id, 'bonus', 'credit', '12.34')).statusCode).toBe(201);
    await insertKyc(t.db, person.id, 'rejected', new Date(Date.now() - 60_000));
    await insertKyc(t.db, person.id, 'pending');
    const later = (await get(t, `/api/admin/users/${person.id}`, admin.cookie)).json();
    expect(later.funds.bonus).toBe('12.34');
    expect(later.kycStatus).toBe('pending');
  });

  it('unknown user: 404', async () => {
    expectError(await get(t, '/api/admin/users/nobody', admin.cookie), 404, 'NOT_FOUND');
    expectError(
      await get(t, '/api/admin/users/nobody/statement?account=wallet', admin.cookie),
      404,
      'NOT_FOUND',
    );
  });

  it('lists the movements of one fund, newest first, by cursor', async () => {
    const person = await verifiedUser(t);
    for (const amount of ['1', '2', '3']) {
      expect((await adjust(person.id, 'wallet', 'credit', amount)).statusCode).toBe(201);
    }
    expect((await adjust(person.id, 'wallet', 'debit', '0.50')).statusCode).toBe(201);
    expect((await adjust(person.id, 'profit', 'credit', '9')).statusCode).toBe(201);

    const url = `/api/admin/users/${person.id}/statement?account=wallet&size=3`;
    const first = adminStatementResponse.parse((await get(t, url, admin.cookie)).json());
    expect(first.items.map((item) => [item.direction, item.amount, item.kind])).toEqual([
      ['debit', '0.50', 'admin.debit'],
      ['credit', '3.00', 'admin.credit'],
      ['credit', '2.00', 'admin.credit'],
    ]);
    // Each line says what it was, as the user's own statement does.
    expect(first.items[0]).toMatchObject({
      description: 'Adjustment by staff: test adjustment',
      subject: null,
    });
    expect(first.nextCursor).not.toBeNull();
    const second = adminStatementResponse.parse(
      (await get(t, `${url}&cursor=${first.nextCursor}`, admin.cookie)).json(),
    );
    expect(second.items.map((item) => item.amount)).toEqual(['1.00']);
    expect(second.nextCursor).toBeNull();
    const profit = (
      await get(t, `/api/admin/users/${person.id}/statement?account=profit`, admin.cookie)
    ).json();
    expect(profit.items.map((item: { amount: string }) => item.amount)).toEqual(['9.00']);
    expectError(
      await get(t, `/api/admin/users/${person.id}/statement?account=escrow`, admin.cookie),
      400,
      'VALIDATION_ERROR',
    );
  });
});

const REASON = 'Card payments disputed; we are looking into it';

describe('movementSubject', () => {
  it('reads what a transfer belongs to from its reference', () => {
    expect(movementSubject('deposit:cbacbe58-1')).toEqual({ type: 'deposit', id: 'cbacbe58-1' });
    expect(movementSubject('position:42:close:fee')).toEqual({ type: 'position', id: '42' });
    expect(movementSubject('withdrawal:w-1')).toEqual({ type: 'withdrawal', id: 'w-1' });
    expect(movementSubject('investment:7')).toEqual({ type: 'investment', id: '7' });
    expect(movementSubject('demo:user-1')).toBeNull();
    expect(movementSubject(null)).toBeNull();
  });
});

describe('block, unblock, ban', () => {
  it('block needs a reason: without one, or with an empty or overlong one, nothing changes', async () => {
    const person = await verifiedUser(t);
    const before = await auditCount(t.db);
    for (const action of ['block', 'ban']) {
      for (const payload of [undefined, {}, { reason: '  ' }, { reason: 'x'.repeat(301) }]) {
        expectError(
          await send(t, 'POST', `/api/admin/users/${person.id}/${action}`, {
            cookie: admin.cookie,
            payload,
          }),
          400,
          'VALIDATION_ERROR',
        );
      }
    }
    expect(await userRow(person.id)).toMatchObject({
      userBlock: false,
      userStatus: 'active',
      restrictionReason: null,
    });
    expect(await sessionCountOf(t.db, person.id)).toBe(1);
    expect(await auditCount(t.db)).toBe(before);
  });

  it('block keeps the reason, ends the sessions at once, tells the browsers why, and is audited; unblock too', async () => {
    const person = await verifiedUser(t);
    const heard: DomainEvent[] = [];
    const stop = t.deps.events.subscribe((event) => heard.push(event));
    try {
      expect(await sessionCountOf(t.db, person.id)).toBe(1);
      const response = await send(t, 'POST', `/api/admin/users/${person.id}/block`, {
        cookie: admin.cookie,
        payload: { reason: `  ${REASON}  ` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: person.id, userBlock: true });
      expect(await userRow(person.id)).toMatchObject({
        userBlock: true,
        restrictionReason: REASON,
      });
      expect(
        adminUserDetail.parse((await get(t, `/api/admin/users/${person.id}`, admin.cookie)).json())
          .restrictionReason,
      ).toBe(REASON);
      expect(await sessionCountOf(t.db, person.id)).toBe(0);
      expect(heard).toContainEqual({
        type: 'session.ended',
        userId: person.id,
        reason: 'USER_BLOCKED',
        staffReason: REASON,
      });
      expectError(await get(t, '/api/me', person.cookie), 401, 'UNAUTHENTICATED');
    } finally {
      stop();
    }
    const unblocked = await send(t, 'POST', `/api/admin/users/${person.id}/unblock`, {
      cookie: admin.cookie,
    });
    expect(unblocked.json()).toMatchObject({ userBlock: false });
    expect((await userRow(person.id))?.restrictionReason).toBeNull();

    const entries = await auditFor(t.db, person.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'user.block',
        { userBlock: false, restrictionReason: null },
        { userBlock: true, restrictionReason: REASON },
      ],
      [
        'user.unblock',
        { userBlock: true, restrictionReason: REASON },
        { userBlock: false, restrictionReason: null },
      ],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      targetType: 'user',
      ip: '127.0.0.1',
    });
  });

  it('ban sets the status with the reason, ends the sessions, and is audited', async () => {
    const person = await verifiedUser(t);
    const response = await send(t, 'POST', `/api/admin/users/${person.id}/ban`, {
      cookie: admin.cookie,
      payload: { reason: REASON },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(person.id)).toMatchObject({
      userStatus: 'banned',
      restrictionReason: REASON,
    });
    expect(await sessionCountOf(t.db, person.id)).toBe(0);
    const [entry] = await auditFor(t.db, person.id);
    expect(entry).toMatchObject({
      action: 'user.ban',
      before: { userStatus: 'active', restrictionReason: null },
      after: { userStatus: 'banned', restrictionReason: REASON },
    });
  });

  it('a blocked user whose browser missed the news is told why on their next request', async () => {
    const person = await verifiedUser(t);
    // Blocked while its sessions stand, as an instance sees it before their end reaches it.
    await t.db
      .update(user)
      .set({ userBlock: true, restrictionReason: REASON })
      .where(eq(user.id, person.id));
    await t.deps.events.publish({ type: 'user.changed', userId: person.id });
    const refused = await get(t, '/api/me', person.cookie);
    expectError(refused, 403, 'USER_BLOCKED');
    expect(refused.json().error.message).toBe(
      `Your account was blocked: ${REASON}. Contact support to have it unblocked.`,
    );
  });

  it('refuses self, another admin and unknown users; nothing changes, nothing is audited', async () => {
    const other = await staffUser(t, 'admin');
    const before = await auditCount(t.db);
    for (const action of ['block', 'ban']) {
      const act = (userId: string) =>
        send(t, 'POST', `/api/admin/users/${userId}/${action}`, {
          cookie: admin.cookie,
          payload: { reason: REASON },
        });
      expectError(await act(admin.id), 409, 'CANNOT_ACT_ON_SELF');
      expectError(await act(other.id), 403, 'CANNOT_ACT_ON_ADMIN');
      expectError(await act('nobody'), 404, 'NOT_FOUND');
    }
    expect(await userRow(other.id)).toMatchObject({ userBlock: false, userStatus: 'active' });
    expect(await userRow(admin.id)).toMatchObject({ userBlock: false, userStatus: 'active' });
    expect(await sessionCountOf(t.db, other.id)).toBe(1);
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('POST /api/admin/users/{userId}/trading', () => {
  it('Real needs the latest KYC approved; Free always; both audited', async () => {
    const person = await verifiedUser(t);
    const trading = (userTrading: unknown) =>
      send(t, 'POST', `/api/admin/users/${person.id}/trading`, {
        cookie: admin.cookie,
        payload: { userTrading },
      });
    const before = await auditCount(t.db);
    expectError(await trading(true), 409, 'KYC_NOT_APPROVED');
    await insertKyc(t.db, person.id, 'approved', new Date(Date.now() - 60_000));
    await insertKyc(t.db, person.id, 'pending');
    // An approval followed by a newer pending submission is not enough.
    expectError(await trading(true), 409, 'KYC_NOT_APPROVED');
    expectError(await trading('yes'), 400, 'VALIDATION_ERROR');
    expect((await userRow(person.id))?.userTrading).toBe(false);
    expect(await auditCount(t.db)).toBe(before);

    const other = await verifiedUser(t);
    await insertKyc(t.db, other.id, 'approved');
    const real = await send(t, 'POST', `/api/admin/users/${other.id}/trading`, {
      cookie: admin.cookie,
      payload: { userTrading: true },
    });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toMatchObject({ userTrading: true });
    const free = await send(t, 'POST', `/api/admin/users/${other.id}/trading`, {
      cookie: admin.cookie,
      payload: { userTrading: false },
    });
    expect(free.json()).toMatchObject({ userTrading: false });
    const entries = await auditFor(t.db, other.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.trading', { userTrading: false }, { userTrading: true }],
      ['user.trading', { userTrading: true }, { userTrading: false }],
    ]);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts users and pending KYC, sums the user funds, and checks the ledger', async () => {
    const first = adminOverviewResponse.parse(
      (await get(t, '/api/admin/overview', admin.cookie)).json(),
    );
    const person = await verifiedUser(t);
    await insertKyc(t.db, person.id, 'pending');
    expect((await adjust(person.id, 'wallet', 'credit', '10.25')).statusCode).toBe(201);
    expect((await adjust(person.id, 'profit', 'credit', '1')).statusCode).toBe(201);
    const second = adminOverviewResponse.parse(
      (await get(t, '/api/admin/overview', admin.cookie)).json(),
    );
    expect(second.users).toBe(first.users + 1);
    expect(second.pendingKyc).toBe(first.pendingKyc + 1);
    expect(second.pendingDeposits).toBe(0);
    expect(second.pendingWithdrawals).toBe(0);
    const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    expect(second.totals.wallet).toBe(plus(first.totals.wallet, '10.25'));
    expect(second.totals.profit).toBe(plus(first.totals.profit, '1'));
    expect(second.totals.bonus).toBe(first.totals.bonus);
    expect(second.ledger).toEqual({ ok: true, breaches: 0 });
  });
});

describe('the audit entry and the action share one transaction', () => {
  it('when the entry cannot be written, the action is undone and no session ends', async () => {
    const person = await verifiedUser(t);
    const ended: string[] = [];
    // An actor id that is no user: the audit row's foreign key refuses it, inside the transaction.
    const ghost = { id: `ghost-${randomUUID()}`, role: 'admin', ip: '127.0.0.1' };
    await expect(
      actOnUser(t.deps, async (userId) => void ended.push(userId), {
        actor: ghost,
        userId: person.id,
        action: 'block',
        reason: REASON,
      }),
    ).rejects.toThrow();
    expect((await userRow(person.id))?.userBlock).toBe(false);
    expect(ended).toEqual([]);
    expect(await sessionCountOf(t.db, person.id)).toBe(1);
    await expect(updateSettings(t.deps, { menuContact: false }, ghost)).rejects.toThrow();
    expect((await get(t, '/api/admin/settings', admin.cookie)).json().menuContact).toBe(true);
  });
});

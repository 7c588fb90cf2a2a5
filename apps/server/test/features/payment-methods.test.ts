import { paymentMethodListResponse, paymentMethodSchema } from '@kapital/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentMethods } from '../../src/db/schema/index.ts';
import { auditFor, send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { expectError, get, verifiedUser } from '../helpers/http.ts';
import { staffUser } from '../helpers/staff.ts';
import { registerUser, type TestUser } from '../helpers/users.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  [admin, member] = await Promise.all([staffUser(t, 'admin'), verifiedUser(t)]);
});
afterAll(async () => {
  await t?.close();
});

const bankMethod = (overrides: Record<string, unknown> = {}) => ({
  label: 'Bank transfer',
  instructions: {
    kind: 'bank',
    bankName: 'Harbour Commercial Bank',
    accountHolder: 'Kapital Payments Ltd',
    accountNumber: '5140 2287 9031',
  },
  min: '10',
  max: '100000.00',
  active: true,
  ...overrides,
});

const cryptoMethod = (overrides: Record<string, unknown> = {}) => ({
  label: 'USDT (TRC20)',
  instructions: {
    kind: 'crypto',
    asset: 'usdt',
    network: 'TRC20',
    address: 'TJ4xW9sQx7ZkP3nVhY2bR8cLmE5dFg6HtA',
  },
  min: '20',
  max: '50000',
  active: true,
  ...overrides,
});

const create = (payload: unknown, cookie = admin.cookie) =>
  send(t, 'POST', '/api/admin/payment-methods', { cookie, payload });
const update = (id: string, payload: unknown, cookie = admin.cookie) =>
  send(t, 'PATCH', `/api/admin/payment-methods/${id}`, { cookie, payload });

async function methodCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(paymentMethods);
  return Number(row?.n ?? 0);
}

async function auditCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}

describe('POST /api/admin/payment-methods', () => {
  it('creates a bank method and a crypto method, each audited', async () => {
    const bank = await create(bankMethod());
    expect(bank.statusCode, bank.body).toBe(201);
    const created = paymentMethodSchema.parse(bank.json());
    expect(created).toMatchObject({ label: 'Bank transfer', min: '10.00', max: '100000.00' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const crypto = await create(cryptoMethod());
    expect(crypto.statusCode, crypto.body).toBe(201);
    // The asset is normalised to upper case, as users will read it.
    expect(crypto.json().instructions).toMatchObject({ kind: 'crypto', asset: 'USDT' });
    const [row] = await t.db
      .select({ kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, crypto.json().id));
    expect(row?.kind).toBe('crypto');

    const [entry] = await auditFor(t.db, created.id);
    expect(entry).toMatchObject({
      action: 'payment-method.create',
      actorId: admin.id,
      targetType: 'payment-method',
      before: null,
    });
    expect(entry?.after).toMatchObject({ label: 'Bank transfer', min: '10.00', active: true });
  });

  it.each([
    ['max below min', bankMethod({ min: '100', max: '50' }), 'max'],
    ['zero minimum', bankMethod({ min: '0' }), 'min'],
    ['negative maximum', bankMethod({ max: '-5' }), 'max'],
    ['three decimals', bankMethod({ min: '1.234' }), 'min'],
    ['not a number', bankMethod({ max: 'lots' }), 'max'],
    ['a number, not a string', bankMethod({ min: 10 }), 'min'],
    ['empty label', bankMethod({ label: ' ' }), 'label'],
    [
      'short crypto address',
      cryptoMethod({
        instructions: { kind: 'crypto', asset: 'USDT', network: 'TRC20', address: 'T1' },
      }),
      'instructions',
    ],
    ['unknown kind', bankMethod({ instructions: { kind: 'cash' } }), 'instructions'],
  ])('refuses %s with 400 and writes nothing', async (_name, payload, field) => {
    const [methods, audits] = [await methodCount(), await auditCount()];
    const error = expectError(await create(payload), 400, 'VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    expect(await methodCount()).toBe(methods);
    expect(await auditCount()).toBe(audits);
  });
});

describe('PATCH /api/admin/payment-methods/{id}', () => {
  it('changes only the fields sent and audits before and after', async () => {
    const id = (await create(bankMethod({ label: 'Old bank' }))).json().id as string;
    const response = await update(id, { label: 'New bank', max: '500' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ label: 'New bank', min: '10.00', max: '500.00' });
    const entries = await auditFor(t.db, id);
    expect(entries.at(-1)).toMatchObject({ action: 'payment-method.update' });
    expect(entries.at(-1)?.before).toMatchObject({ label: 'Old bank', max: '100000.00' });
    expect(entries.at(-1)?.after).toMatchObject({ label: 'New bank', max: '500.00' });
  });

  it('switches the kind with the instructions', async () => {
    const id = await insertPaymentMethod(t.db);
    const response = await update(id, { instructions: cryptoMethod().instructions });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    expect(row?.kind).toBe('crypto');
  });

  it('checks max >= min against the stored values too', async () => {
    const id = await insertPaymentMethod(t.db, { minAmount: 1000n, maxAmount: 5000n });
    const audits = await auditCount();
    const above = expectError(await update(id, { min: '60' }), 400, 'VALIDATION_ERROR');
    expect(above.fields?.max).toBe('The maximum must be at least the minimum');
    expectError(await update(id, { max: '9.99' }), 400, 'VALIDATION_ERROR');
    expectError(await update(id, { min: '30', max: '20' }), 400, 'VALIDATION_ERROR');
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    expect([row?.minAmount, row?.maxAmount]).toEqual([1000n, 5000n]);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses an empty change, unknown fields and an unknown id', async () => {
    const id = await insertPaymentMethod(t.db);
    expectError(await update(id, {}), 400, 'VALIDATION_ERROR');
    expectError(await update(id, { kind: 'crypto' }), 400, 'VALIDATION_ERROR');
    expectError(await update('no-such-method', { active: false }), 404, 'NOT_FOUND');
  });
});

describe('GET payment methods', () => {
  it('users see the active ones by label; staff see every one', async () => {
    const zeta = await insertPaymentMethod(t.db, { label: 'Zeta pay' });
    const alpha = await insertPaymentMethod(t.db, { label: 'Alpha pay' });
    const off = await insertPaymentMethod(t.db, { label: 'Beta pay', active: false });

    const mine = await get(t, '/api/payment-methods', member.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = paymentMethodListResponse.parse(mine.json()).items;
    const ids = items.map((method) => method.id);
    expect(ids).toContain(zeta);
    expect(ids).not.toContain(off);
    expect(ids.indexOf(alpha)).toBeLessThan(ids.indexOf(zeta));
    expect(items.every((method) => method.active)).toBe(true);
    const labels = items.map((method) => method.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const all = await get(t, '/api/admin/payment-methods', admin.cookie);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((method: { id: string }) => method.id)).toContain(off);
  });

  it('a switched-off method disappears for users at once', async () => {
    const id = await insertPaymentMethod(t.db, { label: 'Soon off' });
    expect((await update(id, { active: false })).statusCode).toBe(200);
    const mine = await get(t, '/api/payment-methods', member.cookie);
    expect(mine.json().items.map((method: { id: string }) => method.id)).not.toContain(id);
  });

  it("users see the range the server accepts: the settings' limits and the method's together", async () => {
    const wide = await insertPaymentMethod(t.db, { label: 'Wide pay' });
    const narrow = await insertPaymentMethod(t.db, { label: 'Narrow pay', minAmount: 30_000n });
    const outside = await insertPaymentMethod(t.db, {
      label: 'Big pay',
      minAmount: 200_000n,
      maxAmount: 500_000n,
    });
    const settingsChange = send(t, 'PATCH', '/api/admin/settings', {
      cookie: admin.cookie,
      payload: { depositMin: '50', depositMax: '1500' },
    });
    expect((await settingsChange).statusCode).toBe(200);
    try {
      const mine = await get(t, '/api/payment-methods', member.cookie);
      const items = paymentMethodListResponse.parse(mine.json()).items;
      const range = (id: string) => {
        const method = items.find((item) => item.id === id);
        return method ? [method.min, method.max] : null;
      };
      expect(range(wide)).toEqual(['50.00', '1500.00']);
      expect(range(narrow)).toEqual(['300.00', '1500.00']);
      // No amount could go through it, so users are not offered it.
      expect(range(outside)).toBeNull();

      // Staff still see each method's own limits.
      const all = await get(t, '/api/admin/payment-methods', admin.cookie);
      const stored = all.json().items.find((method: { id: string }) => method.id === outside);
      expect([stored.min, stored.max]).toEqual(['2000.00', '5000.00']);
    } finally {
      const restore = send(t, 'PATCH', '/api/admin/settings', {
        cookie: admin.cookie,
        payload: { depositMin: '10', depositMax: '100000' },
      });
      expect((await restore).statusCode).toBe(200);
    }
  });

  it('needs a session and a verified e-mail', async () => {
    expectError(await get(t, '/api/payment-methods'), 401, 'UNAUTHENTICATED');
    const unverified = await registerUser(t);
    expectError(await get(t, '/api/payment-methods', unverified.cookie), 403, 'EMAIL_NOT_VERIFIED');
  });
});

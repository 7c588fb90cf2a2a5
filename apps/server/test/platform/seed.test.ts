import { parseMoney } from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { session, user } from '../../src/db/schema/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_WALLET_FUNDING,
  ensureConfiguredAdmin,
  seedDemoData,
  workingDemoAccounts,
} from '../../src/db/seed.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { startupMessage } from '../../src/startup-message.ts';
import { build, TEST_BASE_URL, type TestApp } from '../helpers/build.ts';
import { signIn } from '../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});

afterAll(() => t.close());

describe('demo data', () => {
  test('an empty database gets a funded, verified demo user, an admin and a support agent', async () => {
    expect(await seedDemoData(t.deps)).toBe(true);

    const rows = await t.db.select().from(user);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get(DEMO_ACCOUNTS.user.email)).toMatchObject({
      role: 'user',
      emailVerified: true,
    });
    expect(byEmail.get(DEMO_ACCOUNTS.admin.email)).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });
    expect(byEmail.get(DEMO_ACCOUNTS.support.email)).toMatchObject({
      role: 'support',
      emailVerified: true,
    });
    // Seeding neither mails anyone nor leaves sessions behind.
    expect(t.mailer.sent).toHaveLength(0);
    expect(await t.db.select().from(session)).toHaveLength(0);

    const demoId = byEmail.get(DEMO_ACCOUNTS.user.email)?.id ?? '';
    const accounts = await t.ledger.userAccounts(demoId);
    expect(accounts.wallet.balance).toBe(parseMoney(DEMO_WALLET_FUNDING));
    expect((await checkLedger(t.db)).ok).toBe(true);

    const cookie = await signIn(t, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().balance).toBe(DEMO_WALLET_FUNDING);

    // Add balance works at once: a bank transfer and a crypto address to pay into.
    const methods = await t.app.inject({ url: '/api/payment-methods', headers: { cookie } });
    expect(methods.statusCode, methods.body).toBe(200);
    const kinds = methods
      .json()
      .items.map((item: { instructions: { kind: string } }) => item.instructions.kind);
    expect(kinds.sort()).toEqual(['bank', 'crypto']);
  });

  test('a database with users is left alone', async () => {
    const before = await t.db.select().from(user);
    expect(await seedDemoData(t.deps)).toBe(false);
    expect(await t.db.select().from(user)).toHaveLength(before.length);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  test('create a verified admin who can sign in, and keep it admin on every start', async () => {
    const deps = {
      ...t.deps,
      config: {
        ...t.deps.config,
        adminEmail: 'ops@example.com',
        adminPassword: 'a-long-admin-passphrase',
      },
    };
    expect(await ensureConfiguredAdmin(deps)).toBe('ops@example.com');
    const [admin] = await t.db.select().from(user).where(eq(user.email, 'ops@example.com'));
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true });
    await signIn(t, 'ops@example.com', 'a-long-admin-passphrase');

    await t.db.update(user).set({ role: 'user' }).where(eq(user.email, 'ops@example.com'));
    await ensureConfiguredAdmin(deps);
    const [again] = await t.db.select().from(user).where(eq(user.email, 'ops@example.com'));
    expect(again?.role).toBe('admin');
  });

  test('refuse to invent a password for a new admin', async () => {
    const deps = {
      ...t.deps,
      config: { ...t.deps.config, adminEmail: 'new-ops@example.com', adminPassword: undefined },
    };
    await expect(ensureConfiguredAdmin(deps)).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('ADMIN_EMAIL on a fresh database with DEMO_DATA', () => {
  test('the demo accounts are created anyway, and the console prints exactly those that work', async () => {
    const fresh = await build({
      adminEmail: 'ops@example.com',
      adminPassword: 'a-long-admin-passphrase',
      demoData: true,
    });
    // The order of server.ts: the configured admin first, then the demo data.
    expect(await ensureConfiguredAdmin(fresh.deps)).toBe('ops@example.com');
    expect(await seedDemoData(fresh.deps)).toBe(true);

    const working = await workingDemoAccounts(fresh.deps);
    expect(working.map((demo) => demo.email)).toEqual([
      DEMO_ACCOUNTS.user.email,
      DEMO_ACCOUNTS.support.email,
    ]);
    for (const demo of working) await signIn(fresh, demo.email, demo.password);

    const printed = startupMessage({
      version: 'test',
      driver: 'pglite',
      baseUrl: 'http://localhost:3000',
      demoAccounts: working,
      seeded: true,
      adminEmail: 'ops@example.com',
      investmentPeriodSeconds: 60,
    });
    expect(printed).toContain('Investment periods last 60 s');
    const credentials = [...printed.matchAll(/^\s+\w+\s+(\S+@\S+) \/ (\S+)$/gm)].map(
      ([, email, password]) => ({ email, password }),
    );
    expect(credentials).toEqual([
      { email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password },
      { email: DEMO_ACCOUNTS.support.email, password: DEMO_ACCOUNTS.support.password },
    ]);
    expect(printed).toContain('Open http://localhost:3000');
    expect(printed).not.toContain('Listening on');
    expect(printed).not.toContain(DEMO_ACCOUNTS.admin.email);

    // A demo password changed since: that account is no longer printed.
    const demoCookie = await signIn(fresh, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    const changed = await fresh.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: TEST_BASE_URL, cookie: demoCookie },
      payload: {
        currentPassword: DEMO_ACCOUNTS.user.password,
        newPassword: 'a-private-passphrase-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await workingDemoAccounts(fresh.deps)).map((demo) => demo.email)).toEqual([
      DEMO_ACCOUNTS.support.email,
    ]);
  });
});

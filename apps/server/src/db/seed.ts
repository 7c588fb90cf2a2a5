import { randomUUID } from 'node:crypto';
import { parseMoney } from '@kapital/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDependencies } from '../platform/app-dependencies.ts';
import {
  type PendingRegistration,
  registrationContext,
} from '../platform/auth/registration-context.ts';
import { account, paymentMethods, session, user } from './schema/index.ts';

type SeedDeps = Pick<AppDependencies, 'auth' | 'database' | 'ledger' | 'config'>;

export interface SeedAccount {
  email: string;
  password: string;
  fullName: string;
  userName: string;
  role: NonNullable<PendingRegistration['fields']['role']>;
  currency: string;
}

/**
 * Demo credentials, printed on start; only created with DEMO_DATA on an empty database (the
 * ADMIN_EMAIL account aside).
 */
export const DEMO_ACCOUNTS = {
  user: {
    email: 'demo@kapital.local',
    password: 'demo-kapital-2016',
    fullName: 'Dana Demo',
    userName: 'demo',
    role: 'user',
    currency: 'USD',
  },
  admin: {
    email: 'admin@kapital.local',
    password: 'admin-kapital-2016',
    fullName: 'Kapital Admin',
    userName: 'admin',
    role: 'admin',
    currency: 'USD',
  },
  support: {
    email: 'support@kapital.local',
    password: 'support-kapital-2016',
    fullName: 'Kapital Support',
    userName: 'support',
    role: 'support',
    currency: 'USD',
  },
} as const satisfies Record<string, SeedAccount>;

export const DEMO_WALLET_FUNDING = '2500.00';

/** Where the demo's deposits are paid: one bank account and one USDT address (made up). */
const DEMO_PAYMENT_METHODS: Array<Omit<typeof paymentMethods.$inferInsert, 'id'>> = [
  {
    label: 'Bank transfer',
    kind: 'bank',
    instructions: {
      kind: 'bank',
      bankName: 'Harbour Commercial Bank',
      accountHolder: 'Kapital Payments Ltd',
      accountNumber: '5140 2287 9031',
    },
    minAmount: parseMoney('10'),
    maxAmount: parseMoney('100000'),
  },
  {
    label: 'USDT (TRC20)',
    kind: 'crypto',
    instructions: {
      kind: 'crypto',
      asset: 'USDT',
      network: 'TRC20',
      address: 'TJ4xW9sQx7ZkP3nVhY2bR8cLmE5dFg6HtA',
    },
    minAmount: parseMoney('20'),
    maxAmount: parseMoney('50000'),
  },
];

/** Creates a verified account without a verification mail and without leaving a session. */
async function createVerifiedAccount(deps: SeedDeps, account: SeedAccount): Promise<string> {
  const fields = {
    userName: account.userName,
    firstName: account.fullName.split(' ')[0] ?? account.fullName,
    currency: account.currency,
    referredBy: null,
    signupIp: null,
    role: account.role,
    emailVerified: true,
  };
  const result = await registrationContext.run({ fields, silent: true }, () =>
    deps.auth.api.signUpEmail({
      body: { name: account.fullName, email: account.email, password: account.password },
    }),
  );
  await deps.database.db.delete(session).where(eq(session.userId, result.user.id));
  return result.user.id;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: on every start, that account exists, is verified and is admin. */
export async function ensureConfiguredAdmin(deps: SeedDeps): Promise<string | null> {
  const { adminEmail, adminPassword } = deps.config;
  if (!adminEmail) return null;
  const [existing] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, adminEmail));
  if (existing) {
    await deps.database.db
      .update(user)
      .set({ role: 'admin', emailVerified: true })
      .where(eq(user.id, existing.id));
    return adminEmail;
  }
  if (!adminPassword) {
    throw new Error('ADMIN_EMAIL is set but the account does not exist: set ADMIN_PASSWORD too');
  }
  const userName = `admin_${adminEmail
    .split('@')[0]
    ?.replace(/[^a-z0-9_]/g, '')
    .slice(0, 12)}`;
  await createVerifiedAccount(deps, {
    email: adminEmail,
    password: adminPassword,
    fullName: 'Kapital Admin',
    userName,
    role: 'admin',
    currency: 'USD',
  });
  return adminEmail;
}

/**
 * On an empty database: a funded demo user, an admin and a support agent and payment methods.
 * The ADMIN_EMAIL account, created just before on a fresh database, does not count; it stands in
 * for the demo admin.
 */
export async function seedDemoData(deps: SeedDeps): Promise<boolean> {
  const { adminEmail } = deps.config;
  const [users] = await deps.database.db
    .select({ total: count() })
    .from(user)
    .where(adminEmail ? ne(user.email, adminEmail) : undefined);
  if ((users?.total ?? 0) > 0) return false;
  const demoUserId = await createVerifiedAccount(deps, DEMO_ACCOUNTS.user);
  if (!deps.config.adminEmail) await createVerifiedAccount(deps, DEMO_ACCOUNTS.admin);
  await createVerifiedAccount(deps, DEMO_ACCOUNTS.support);

  const wallet = (await deps.ledger.userAccounts(demoUserId)).wallet;
  const world = await deps.ledger.systemAccount('world', undefined, demoUserId);
  await deps.ledger.run((uow) =>
    deps.ledger.transfer(uow, {
      debitAccountId: world.id,
      creditAccountId: wallet.id,
      amount: parseMoney(DEMO_WALLET_FUNDING),
      kind: 'deposit',
      reference: 'seed:demo-user',
      idempotencyKey: 'seed:demo-user:wallet',
    }),
  );
  await deps.database.db
    .insert(paymentMethods)
    .values(DEMO_PAYMENT_METHODS.map((method) => ({ ...method, id: randomUUID(), active: true })));
  return true;
}

/**
 * The demo accounts that exist and still have their published password: the only ones worth
 * printing. (Someone may have changed a password or deleted an account since the seed.)
 */
export async function workingDemoAccounts(deps: SeedDeps): Promise<SeedAccount[]> {
  const { password } = await deps.auth.$context;
  const working: SeedAccount[] = [];
  for (const demo of Object.values(DEMO_ACCOUNTS)) {
    const [row] = await deps.database.db
      .select({ hash: account.password })
      .from(user)
      .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
      .where(eq(user.email, demo.email));
    if (row?.hash && (await password.verify({ hash: row.hash, password: demo.password }))) {
      working.push(demo);
    }
  }
  return working;
}

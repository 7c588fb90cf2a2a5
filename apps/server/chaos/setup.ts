/**
 * The people of a run, made before the load: registered and signed in through the API (so their
 * sessions are real), then, by SQL and the ledger where the API would be slow, verified, KYC
 * approved, funded, and half of them switched to Real trading. Bank details go through the API.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseMoney } from '@kapital/shared';
import { openDatabase } from '../src/db/client.ts';
import { kycSubmissions } from '../src/db/schema/index.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import type { Session } from './client.ts';
import { sqlOn } from './database.ts';

export const USER_PASSWORD = 'chaos-password-Kapital-1';
export const ADMIN_EMAIL = 'chaos.admin@kapital.test';
export const ADMIN_PASSWORD = 'chaos-admin-passphrase-1';
/** What setup puts in every user's wallet and bonus fund (minor units). */
export const WALLET_FUNDING = parseMoney('5000.00');
export const BONUS_FUNDING = parseMoney('200.00');
export const SETUP_TRANSFER_KIND = 'chaos.setup';

export interface ChaosUser extends Session {
  email: string;
  /** Real: positions trade the wallet; otherwise Free, the demo account. */
  real: boolean;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}

export async function signInAdmin(baseUrl: string): Promise<Session> {
  const cookie = await signIn(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { userId: 'admin', cookie };
}

async function registerUser(baseUrl: string, databaseUrl: string): Promise<ChaosUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `chaos.${tag}@example.com`;
  const registered = await fetch(`${baseUrl}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      fullName: 'Chaos User',
      userName: `chaos_${tag}`,
      email,
      password: USER_PASSWORD,
      currency: 'USD',
      acceptTerms: true,
    }),
  });
  if (registered.status !== 201) {
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  }
  // The verification link would do the same; the outbox is not needed for a load test.
  const [row] = await sqlOn<{ id: string }>(
    databaseUrl,
    `update "user" set email_verified = true where email = $1 returning id`,
    [email],
  );
  if (!row) throw new Error(`no user row for ${email}`);
  const cookie = await signIn(baseUrl, email, USER_PASSWORD);
  const bank = await fetch(`${baseUrl}/api/bank`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({
      bankName: 'Chaos Bank',
      accountHolder: 'Chaos User',
      accountNumber: `CHAOS${tag.toUpperCase()}`,
      swift: 'CHAOSXXX',
      password: USER_PASSWORD,
    }),
  });
  if (bank.status !== 200) throw new Error(`PUT /api/bank: ${bank.status} ${await bank.text()}`);
  return { userId: row.id, cookie, email, real: false };
}

/** Registers `count` users on `baseUrl`, approves their KYC and funds their wallet and bonus. */
export async function prepareUsers(
  baseUrl: string,
  databaseUrl: string,
  count: number,
): Promise<ChaosUser[]> {
  const users: ChaosUser[] = [];
  // A few at a time: registration hashes a password (scrypt), which is CPU-bound.
  for (let index = 0; index < count; index += 4) {
    const batch = Math.min(4, count - index);
    users.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => registerUser(baseUrl, databaseUrl)),
      )),
    );
  }
  users.forEach((person, index) => {
    person.real = index % 2 === 0;
  });
  const opened = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    await opened.db.insert(kycSubmissions).values(
      users.map((person) => ({
        id: randomUUID(),
        userId: person.userId,
        status: 'approved' as const,
        legalName: 'Chaos User',
        dateOfBirth: '1990-01-01',
        nationality: 'GB',
        address: '1 Chaos Street, London',
        idType: 'passport' as const,
        idNumber: 'CHAOS0001',
        frontFileKey: 'kyc/chaos/front',
        selfieFileKey: 'kyc/chaos/selfie',
      })),
    );
    const ledger = createLedger(opened.db, createInProcessEventBus());
    const world = await ledger.systemAccount('world');
    for (const person of users) {
      const funds = await ledger.userAccounts(person.userId);
      await ledger.run(async (uow) => {
        await ledger.transfer(uow, {
          debitAccountId: world.id,
          creditAccountId: funds.wallet.id,
          amount: WALLET_FUNDING,
          kind: SETUP_TRANSFER_KIND,
          idempotencyKey: `chaos-setup:${funds.wallet.id}`,
        });
        await ledger.transfer(uow, {
          debitAccountId: world.id,
          creditAccountId: funds.bonus.id,
          amount: BONUS_FUNDING,
          kind: SETUP_TRANSFER_KIND,
          idempotencyKey: `chaos-setup:${funds.bonus.id}`,
        });
      });
    }
  } finally {
    await opened.close();
  }
  const real = users.filter((person) => person.real).map((person) => person.userId);
  await sqlOn(databaseUrl, `update "user" set user_trading = true where id = any($1)`, [real]);
  return users;
}

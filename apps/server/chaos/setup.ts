/**
 * The people of a run, made before the load: registered and signed in through the API (so their
 * sessions are real), then, by SQL and the ledger where the API would be slow, verified, KYC
 * approved, funded, and half of them switched to Real trading. Bank details go through the API.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type Currency, parseMoney } from '@kapital/shared';
import { openDatabase } from '../src/db/client.ts';
import { createInProcessEventBus } from '../src/platform/events/event-bus.ts';
import { createLedger } from '../src/platform/ledger/index.ts';
import { insertKyc } from '../test/helpers/kyc-rows.ts';
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
  userName: string;
  currency: Currency;
  /** Real: positions trade the wallet; otherwise Free, the demo account. */
  real: boolean;
  /** Whose referral code this user registered with (level 1), if any. */
  referrerId: string | null;
}

/** The deposit method staff add in setup (USD limits). */
export const DEPOSIT_METHOD = { min: '10.00', max: '100000.00' };

/**
 * POST with a JSON body from a given loopback source address (127.0.0.0/8 is all local): each
 * registration comes from an address of its own, so a referred sign-up never shares its
 * referrer's sign-up or session IP (which would flag the referral, decision 035).
 */
function postFrom(
  url: string,
  localAddress: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          origin: target.origin,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
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

async function registerUser(
  baseUrl: string,
  databaseUrl: string,
  options: { index: number; currency: Currency; referrer: ChaosUser | null },
): Promise<ChaosUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `chaos.${tag}@example.com`;
  const userName = `chaos_${tag}`;
  // 127.0.0.2 and up, one per user (sign-ins and the load come from 127.0.0.1).
  const address = `127.0.${Math.floor((options.index + 2) / 256)}.${(options.index + 2) % 256}`;
  const registered = await postFrom(`${baseUrl}/api/account/register`, address, {
    fullName: 'Chaos User',
    userName,
    email,
    password: USER_PASSWORD,
    currency: options.currency,
    acceptTerms: true,
    ...(options.referrer ? { referralCode: options.referrer.userName } : {}),
  });
  if (registered.status !== 201) {
    throw new Error(`register: ${registered.status} ${registered.text}`);
  }
  if (options.referrer && !registered.text.includes('"referralCodeAccepted":true')) {
    throw new Error(`register: the referral code was not accepted: ${registered.text}`);
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
  return {
    userId: row.id,
    cookie,
    email,
    userName,
    currency: options.currency,
    real: false,
    referrerId: options.referrer?.userId ?? null,
  };
}

/**
 * Who refers user `index` of `count`: the user three places before, so chains run 0 -> 3 -> 6
 * -> 9 (level 1 and level 2 both earn), 1 -> 4 -> 7, 2 -> 5 -> 8. The last user (the drill's)
 * registers on its own.
 */
const referrerIndex = (index: number, count: number) =>
  index >= 3 && index < count - 1 ? index - 3 : null;
/** Some users keep their money in MYR: invoices show it converted, the wallet is credited USD. */
const currencyOf = (index: number): Currency => (index % 4 === 3 ? 'MYR' : 'USD');

/** Staff add the active bank method users deposit through; answers its id. */
export async function addDepositMethod(baseUrl: string, staff: Session): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: staff.cookie },
    body: JSON.stringify({
      label: 'Chaos Bank transfer',
      instructions: {
        kind: 'bank',
        bankName: 'Chaos House Bank',
        accountHolder: 'Kapital Chaos Ltd',
        accountNumber: 'HOUSE 0000 0001',
      },
      ...DEPOSIT_METHOD,
      active: true,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/admin/payment-methods: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { id: string }).id;
}

/** Registers `count` users on `baseUrl`, approves their KYC and funds their wallet and bonus. */
export async function prepareUsers(
  baseUrl: string,
  databaseUrl: string,
  count: number,
): Promise<ChaosUser[]> {
  const users: ChaosUser[] = [];
  // Three at a time: registration hashes a password (scrypt), which is CPU-bound, and each
  // user's referrer (three places before) is registered in an earlier batch.
  for (let index = 0; index < count; index += 3) {
    const batch = Math.min(3, count - index);
    users.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, offset) => {
          const at = index + offset;
          const referrer = referrerIndex(at, count);
          return registerUser(baseUrl, databaseUrl, {
            index: at,
            currency: currencyOf(at),
            referrer: referrer === null ? null : (users[referrer] ?? null),
          });
        }),
      )),
    );
  }
  users.forEach((person, index) => {
    person.real = index % 2 === 0;
  });
  const opened = await openDatabase({ url: databaseUrl, poolSize: 4 });
  try {
    for (const person of users) await insertKyc(opened.db, person.userId, 'approved');
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

import {
  ERROR_CODES,
  MONEY_ERROR_CODES,
  SECOND_STEP_SECONDS,
  SECURITY_ERROR_CODES,
  secondStepResponse,
} from '@kapital/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankDetails,
  passkey,
  secondStepGrant,
  twoFactor,
  user,
} from '../../src/db/schema/index.ts';
import { REPLAYED_HEADER } from '../../src/platform/http/idempotency.ts';
import { send } from '../helpers/admin.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { expectError } from '../helpers/http.ts';
import {
  addSoftwarePasskey,
  grantHeader,
  grantWithCode,
  proveSecondStep,
  turnOnTwoStepInDatabase,
} from '../helpers/second-step.ts';
import { codeForRawSecret, wrongCodeForRawSecret } from '../helpers/two-factor.ts';
import { signIn, type TestUser } from '../helpers/users.ts';
import {
  BANK_DETAILS,
  newKey,
  requestWithdrawal,
  withdrawalReadyUser,
  withdrawalSnapshot,
} from '../helpers/withdrawals.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
});
afterAll(async () => {
  await t?.close();
});

const OTHER_BANK = { ...BANK_DETAILS, bankName: 'CIMB Bank', accountNumber: '8000 1234 5678' };

/** A user ready to withdraw 100.00 from the wallet, with two-step on; returns the app's secret. */
async function protectedUser(): Promise<TestUser & { secret: string }> {
  const person = await withdrawalReadyUser(t, { wallet: 100_00n });
  return { ...person, secret: await turnOnTwoStepInDatabase(t, person.id) };
}

function withdraw(person: TestUser, amount: string, grant?: string, key = newKey()) {
  return send(t, 'POST', '/api/withdrawals', {
    cookie: person.cookie,
    headers: { 'idempotency-key': key, ...(grant ? grantHeader(grant) : {}) },
    payload: { source: 'wallet', amount },
  });
}

function changeBank(person: TestUser, grant?: string, password = person.password) {
  return send(t, 'PUT', '/api/bank', {
    cookie: person.cookie,
    headers: grant ? grantHeader(grant) : {},
    payload: { ...OTHER_BANK, password },
  });
}

async function savedBankName(userId: string) {
  const [row] = await t.db.select().from(bankDetails).where(eq(bankDetails.userId, userId));
  return row?.bankName;
}

async function askPasskey(person: TestUser, purpose: 'withdrawal' | 'bank') {
  const asked = await send(t, 'POST', '/api/security/second-step/passkey-options', {
    cookie: person.cookie,
    payload: { purpose },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked.json() as { challengeId: string; options: Record<string, unknown> };
}

describe('the fresh second step of money actions', () => {
  it('does not ask a user who has neither two-step nor a passkey', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    expect((await requestWithdrawal(t, person, { amount: '50' })).statusCode).toBe(201);
    expect((await changeBank(person)).statusCode).toBe(200);
  });

  it('refuses a withdrawal without one once two-step is on, and lets it go with one', async () => {
    const person = await protectedUser();
    const before = await withdrawalSnapshot(t);
    const refused = expectError(
      await withdraw(person, '50'),
      403,
      SECURITY_ERROR_CODES.secondStepRequired,
    );
    expect(refused.message).toMatch(/withdrawal/);
    expect(await withdrawalSnapshot(t)).toEqual(before);

    const proven = await proveSecondStep(t, person.cookie, {
      purpose: 'withdrawal',
      method: 'totp',
      code: await codeForRawSecret(person.secret),
    });
    expect(proven.statusCode, proven.body).toBe(200);
    const { grant, expiresAt } = secondStepResponse.parse(proven.json());
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan((SECOND_STEP_SECONDS - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(SECOND_STEP_SECONDS * 1000);

    const response = await withdraw(person, '50', grant);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a bank change without one once two-step is on, and saves it with one', async () => {
    const person = await protectedUser();
    expectError(await changeBank(person), 403, SECURITY_ERROR_CODES.secondStepRequired);
    expect(await savedBankName(person.id)).toBe(BANK_DETAILS.bankName);

    const grant = await grantWithCode(t, person.cookie, person.secret, 'bank');
    const response = await changeBank(person, grant);
    expect(response.statusCode, response.body).toBe(200);
    expect(await savedBankName(person.id)).toBe(OTHER_BANK.bankName);
  });

  it('asks a user with a passkey and no two-step too', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    await addSoftwarePasskey(t, person);
    expectError(await withdraw(person, '50'), 403, SECURITY_ERROR_CODES.secondStepRequired);
    // No app to take a code from: the code route says to use the passkey.
    const byCode = expectError(
      await proveSecondStep(t, person.cookie, {
        purpose: 'withdrawal',
        method: 'totp',
        code: '123456',
      }),
      400,
      SECURITY_ERROR_CODES.invalidCode,
    );
    expect(byCode.message).toMatch(/passkey/);
  });

  it('takes a code once: a code used for one action does not authorize a second', async () => {
    const person = await protectedUser();
    const code = await codeForRawSecret(person.secret);
    const grant = await grantWithCode(t, person.cookie, person.secret, 'withdrawal');
    expect((await withdraw(person, '30', grant)).statusCode).toBe(201);

    // The grant is spent, and the same code proves nothing again, for any action.
    expectError(await withdraw(person, '30', grant), 403, SECURITY_ERROR_CODES.secondStepInvalid);
    const again = expectError(
      await proveSecondStep(t, person.cookie, { purpose: 'bank', method: 'totp', code }),
      400,
      SECURITY_ERROR_CODES.invalidCode,
    );
    expect(again.message).toMatch(/used already/);
    expectError(await changeBank(person), 403, SECURITY_ERROR_CODES.secondStepRequired);
    // An earlier code than the one used is no better.
    expectError(
      await proveSecondStep(t, person.cookie, {
        purpose: 'bank',
        method: 'totp',
        code: await codeForRawSecret(person.secret, -1),
      }),
      400,
      SECURITY_ERROR_CODES.invalidCode,
    );

    // The app's next code is good for the next action.
    const next = await grantWithCode(t, person.cookie, person.secret, 'bank', 1);
    expect((await changeBank(person, next)).statusCode).toBe(200);
  });

  it('refuses a grant of another purpose, another session, or past its time', async () => {
    const ready = await withdrawalReadyUser(t, { wallet: 100_00n });
    const otherBrowser = { ...ready, cookie: await signIn(t, ready.email, ready.password) };
    const person = { ...ready, secret: await turnOnTwoStepInDatabase(t, ready.id) };
    const forBank = await grantWithCode(t, person.cookie, person.secret, 'bank');
    expectError(await withdraw(person, '30', forBank), 403, SECURITY_ERROR_CODES.secondStepInvalid);

    expectError(
      await changeBank(otherBrowser, forBank),
      403,
      SECURITY_ERROR_CODES.secondStepInvalid,
    );
    expectError(
      await withdraw(person, '30', 'no-such-grant'),
      403,
      SECURITY_ERROR_CODES.secondStepInvalid,
    );

    await t.db
      .update(secondStepGrant)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondStepGrant.id, forBank));
    expectError(await changeBank(person, forBank), 403, SECURITY_ERROR_CODES.secondStepInvalid);
    expect(await savedBankName(person.id)).toBe(BANK_DETAILS.bankName);
  });

  it('lets two requests naming one grant spend it once', async () => {
    const person = await protectedUser();
    const grant = await grantWithCode(t, person.cookie, person.secret, 'withdrawal');
    const answers = await Promise.all([
      withdraw(person, '30', grant),
      withdraw(person, '31', grant),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
  });

  it('passes the retry of the same withdrawal with the same key, which replays its answer', async () => {
    const person = await protectedUser();
    const grant = await grantWithCode(t, person.cookie, person.secret, 'withdrawal');
    const key = newKey();
    const first = await withdraw(person, '30', grant, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await withdrawalSnapshot(t);

    const retry = await withdraw(person, '30', grant, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await withdrawalSnapshot(t)).toEqual(before);

    // Another amount under the same key, or the same amount under a new key, is another action.
    expectError(
      await withdraw(person, '31', grant, key),
      403,
      SECURITY_ERROR_CODES.secondStepInvalid,
    );
    expectError(await withdraw(person, '30', grant), 403, SECURITY_ERROR_CODES.secondStepInvalid);
  });

  it('gives the grant back when the action is refused, so the corrected request may use it', async () => {
    const person = await protectedUser();
    const grant = await grantWithCode(t, person.cookie, person.secret, 'withdrawal');
    const key = newKey();
    expectError(await withdraw(person, '500', grant, key), 422, ERROR_CODES.insufficientFunds);
    expect((await withdraw(person, '50', grant, key)).statusCode).toBe(201);

    const forBank = await grantWithCode(t, person.cookie, person.secret, 'bank', 1);
    expectError(
      await changeBank(person, forBank, 'not-the-password-1'),
      403,
      MONEY_ERROR_CODES.invalidPassword,
    );
    expect((await changeBank(person, forBank)).statusCode).toBe(200);
    expectError(await changeBank(person, forBank), 403, SECURITY_ERROR_CODES.secondStepInvalid);
  });

  it('limits wrong codes: five in 15 minutes, then a wait it states', async () => {
    const person = await protectedUser();
    const wrong = await wrongCodeForRawSecret(person.secret);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await proveSecondStep(t, person.cookie, { purpose: 'bank', method: 'totp', code: wrong }),
        400,
        SECURITY_ERROR_CODES.invalidCode,
      );
    }
    const limited = await proveSecondStep(t, person.cookie, {
      purpose: 'bank',
      method: 'totp',
      code: await codeForRawSecret(person.secret),
    });
    const error = expectError(limited, 429, ERROR_CODES.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(error.message).toMatch(/15 minutes/);
  });

  it('is proven with a passkey: a signed answer to its challenge, once', async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const authenticator = await addSoftwarePasskey(t, person);
    const asked = await askPasskey(person, 'withdrawal');
    expect(asked.options).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [expect.objectContaining({ id: authenticator.id })],
    });

    const answer = authenticator.authenticate(asked.options);
    const proven = await proveSecondStep(t, person.cookie, {
      purpose: 'withdrawal',
      method: 'passkey',
      challengeId: asked.challengeId,
      response: answer,
    });
    expect(proven.statusCode, proven.body).toBe(200);
    const { grant } = secondStepResponse.parse(proven.json());
    expect(grant).toBe(asked.challengeId);
    const [stored] = await t.db.select().from(passkey).where(eq(passkey.userId, person.id));
    expect(stored?.counter).toBe(2);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);

    // The same answer again proves nothing; the grant works for its withdrawal.
    expectError(
      await proveSecondStep(t, person.cookie, {
        purpose: 'withdrawal',
        method: 'passkey',
        challengeId: asked.challengeId,
        response: answer,
      }),
      400,
      SECURITY_ERROR_CODES.passkeyFailed,
    );
    expect((await withdraw(person, '30', grant)).statusCode).toBe(201);
  });

  it("refuses another key's answer, and a challenge of another purpose", async () => {
    const person = await withdrawalReadyUser(t, { wallet: 100_00n });
    const authenticator = await addSoftwarePasskey(t, person);
    const stranger = await addSoftwarePasskey(t, await withdrawalReadyUser(t));

    const asked = await askPasskey(person, 'bank');
    expectError(
      await proveSecondStep(t, person.cookie, {
        purpose: 'bank',
        method: 'passkey',
        challengeId: asked.challengeId,
        response: stranger.authenticate(asked.options),
      }),
      400,
      SECURITY_ERROR_CODES.passkeyFailed,
    );
    const forBank = await askPasskey(person, 'bank');
    expectError(
      await proveSecondStep(t, person.cookie, {
        purpose: 'withdrawal',
        method: 'passkey',
        challengeId: forBank.challengeId,
        response: authenticator.authenticate(forBank.options),
      }),
      400,
      SECURITY_ERROR_CODES.passkeyFailed,
    );
    const rows = await t.db
      .select()
      .from(secondStepGrant)
      .where(eq(secondStepGrant.userId, person.id));
    expect(rows.every((row) => row.provenAt === null)).toBe(true);
  });

  it('guards turning two-step off the same way', async () => {
    const person = await protectedUser();
    const off = (grant?: string) =>
      send(t, 'POST', '/api/security/two-factor/disable', {
        cookie: person.cookie,
        headers: grant ? grantHeader(grant) : {},
        payload: { password: person.password },
      });
    expectError(await off(), 403, SECURITY_ERROR_CODES.secondStepRequired);
    const forWithdrawal = await grantWithCode(t, person.cookie, person.secret, 'withdrawal');
    expectError(await off(forWithdrawal), 403, SECURITY_ERROR_CODES.secondStepInvalid);
    const grant = await grantWithCode(t, person.cookie, person.secret, 'two-factor-off', 1);
    const turnedOff = await off(grant);
    expect(turnedOff.statusCode, turnedOff.body).toBe(204);
    const [row] = await t.db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, person.id));
    expect(row?.on).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, person.id))).toEqual([]);
  });
});

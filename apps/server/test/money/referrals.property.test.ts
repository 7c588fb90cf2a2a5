import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { commissionOf } from '../../src/features/referrals/service.ts';
import { checkLedger } from '../../src/platform/ledger/index.ts';
import { build, type TestApp } from '../helpers/build.ts';
import { insertPaymentMethod } from '../helpers/deposit-fixtures.ts';
import { balanceOf } from '../helpers/ledger-fixtures.ts';
import { approvedDeposit, freshIp, registerReferred } from '../helpers/referrals.ts';
import { staffUser } from '../helpers/staff.ts';
import type { TestUser } from '../helpers/users.ts';

/**
 * Random sign-up trees (each user referred by an earlier one or by nobody, some from their
 * referrer's IP address, which flags them) and random approved deposits, against a model: every
 * bonus fund holds exactly the level-1 (5%) and level-2 (2%) commissions whose chain has no
 * flagged referral, each rounded down to the cent, and the ledger's invariants hold.
 */

const LEVEL_1_BPS = 500;
const LEVEL_2_BPS = 200;

let t: TestApp;
let admin: TestUser;
let methodId: string;

beforeAll(async () => {
  t = await build({}, { autoClose: false });
  admin = await staffUser(t, 'admin');
  methodId = await insertPaymentMethod(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/**
 * One sign-up: referred by an earlier user (an index taken modulo the users so far) or by nobody;
 * sometimes from the referrer's IP address, which flags the referral.
 */
const signUp = fc.record({
  referrer: fc.option(fc.nat({ max: 10 }), { nil: null, freq: 3 }),
  sameIp: fc.integer({ min: 0, max: 3 }).map((roll) => roll === 0),
});
const deposit = fc.record({
  user: fc.nat({ max: 10 }),
  // From 10.00 (the minimum) with odd cents, so rounding matters.
  cents: fc.integer({ min: 1_000, max: 250_000 }),
});

it('pays every referrer exactly what the model says, and the ledger holds', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(signUp, { minLength: 1, maxLength: 5 }),
      fc.array(deposit, { minLength: 1, maxLength: 6 }),
      async (signUps, deposits) => {
        const people: Array<{
          user: TestUser;
          ip: string;
          referrer: number | null;
          flagged: boolean;
        }> = [];
        for (const [index, step] of signUps.entries()) {
          const referrer = step.referrer === null || index === 0 ? null : step.referrer % index;
          const referrerPerson = referrer === null ? undefined : people[referrer];
          const ip = step.sameIp && referrerPerson ? referrerPerson.ip : freshIp();
          const user = await registerReferred(t, {
            ip,
            ...(referrerPerson ? { referralCode: referrerPerson.user.userName } : {}),
          });
          people.push({ user, ip, referrer, flagged: Boolean(referrerPerson && step.sameIp) });
        }
        const model = people.map(() => 0n);
        const credit = (index: number, amount: bigint) => {
          model[index] = (model[index] ?? 0n) + amount;
        };
        for (const step of deposits) {
          const depositorIndex = step.user % people.length;
          const depositor = people[depositorIndex];
          if (!depositor) throw new Error('no depositor');
          const amount = BigInt(step.cents);
          await approvedDeposit(t, admin.cookie, depositor.user.id, amount, methodId);
          if (depositor.referrer === null) continue;
          if (!depositor.flagged) credit(depositor.referrer, commissionOf(amount, LEVEL_1_BPS));
          const parent = people[depositor.referrer];
          if (parent?.referrer === null || parent === undefined) continue;
          if (!depositor.flagged && !parent.flagged) {
            credit(parent.referrer, commissionOf(amount, LEVEL_2_BPS));
          }
        }
        for (const [index, person] of people.entries()) {
          const { bonus } = await t.ledger.userAccounts(person.user.id);
          expect(await balanceOf(t.db, bonus.id), `bonus fund of user ${index}`).toBe(model[index]);
        }
        const check = await checkLedger(t.db);
        expect(check.breaches).toEqual([]);
        expect(check.ok).toBe(true);
      },
    ),
    { numRuns: 8 },
  );
}, 240_000);

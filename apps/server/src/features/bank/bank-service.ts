import {
  BANK_CHANGE_COOLDOWN_HOURS,
  type BankDetailsResponse,
  type bankDetailsFields,
  MONEY_ERROR_CODES,
} from '@kapital/shared';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bankDetails } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { SessionUser } from '../../platform/auth/auth.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { bankDetailsChangedMail, recipientOf } from '../../platform/mail/templates.ts';
import { checkSameBank } from '../referrals/service.ts';
import { type BankDetailsRow, bankDetailsResponseOf, readBankRow } from './queries.ts';

/** What withdrawals read of the bank details. */
export { bankDetailsView, readBankRow, withdrawalsOpenAt } from './queries.ts';

export type BankFields = z.output<typeof bankDetailsFields>;
type BankDeps = Pick<AppDependencies, 'database' | 'clock' | 'mailer' | 'config' | 'events'>;

const COOLDOWN_MS = BANK_CHANGE_COOLDOWN_HOURS * 60 * 60 * 1000;

export async function readBankDetails(
  deps: Pick<AppDependencies, 'database' | 'clock'>,
  userId: string,
): Promise<BankDetailsResponse> {
  return bankDetailsResponseOf(await readBankRow(deps.database.db, userId), deps.clock.now());
}

/**
 * Re-authenticates a sensitive change with the account password through Better Auth. A wrong
 * password is a 403 on the password field; anything else Better Auth refuses keeps its answer.
 */
export async function confirmPassword(
  deps: Pick<AppDependencies, 'auth'>,
  request: FastifyRequest,
  password: string,
): Promise<void> {
  try {
    await deps.auth.api.verifyPassword({
      body: { password },
      headers: fromNodeHeaders(request.headers),
    });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) {
      throw new AppError(403, MONEY_ERROR_CODES.invalidPassword, 'The password is not right', {
        password: 'The password is not right',
      });
    }
    throw error;
  }
}

const sameDetails = (row: BankDetailsRow, fields: BankFields) =>
  row.bankName === fields.bankName &&
  row.accountHolder === fields.accountHolder &&
  row.accountNumber === fields.accountNumber &&
  row.swift === fields.swift;

/**
 * Saves the bank account withdrawals are paid into (the password is already confirmed). The
 * first save opens withdrawals at once; a change of saved details closes them for
 * BANK_CHANGE_COOLDOWN_HOURS (docs/decisions/011-bank-details-cooldown.md); saving the same
 * details changes nothing. The row is locked, so two saves at once apply one after the other.
 * The user is told by mail once the change has committed.
 */
export async function saveBankDetails(
  deps: BankDeps,
  person: Pick<SessionUser, 'id' | 'name' | 'email' | 'language'>,
  fields: BankFields,
  log: FastifyBaseLogger,
): Promise<BankDetailsResponse> {
  const nowMs = deps.clock.now();
  const now = new Date(nowMs);
  const { row, changed, flagged } = await deps.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bankDetails)
      .values({ userId: person.id, ...fields, updatedAt: now, withdrawalsOpenAt: null })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      const check = await checkSameBank(deps, tx, person.id, inserted.accountNumber);
      return { row: inserted, changed: true, flagged: check.flagged };
    }
    const current = await readBankRow(tx, person.id, true);
    if (!current) throw new Error('Bank details vanished under lock');
    if (sameDetails(current, fields)) return { row: current, changed: false, flagged: 0 };
    const [updated] = await tx
      .update(bankDetails)
      .set({ ...fields, updatedAt: now, withdrawalsOpenAt: new Date(nowMs + COOLDOWN_MS) })
      .where(eq(bankDetails.userId, person.id))
      .returning();
    if (!updated) throw new Error('Bank details vanished under lock');
    const check = await checkSameBank(deps, tx, person.id, updated.accountNumber);
    return { row: updated, changed: true, flagged: check.flagged };
  });
  if (flagged > 0) {
    try {
      // The console's queue of flagged referrals changed: the admins' screens show it.
      await deps.events.publish({ type: 'queue', queue: 'referrals' });
    } catch (error) {
      // The details are saved; consoles see the flag on their next read.
      log.error({ err: error, userId: person.id }, 'could not announce a flagged referral');
    }
  }
  const response = bankDetailsResponseOf(row, nowMs);
  if (changed) {
    const mail = bankDetailsChangedMail(
      recipientOf(person),
      row.accountNumber,
      response.withdrawalsOpenAt === null ? null : new Date(response.withdrawalsOpenAt),
      `${deps.config.baseUrl}/data-bank`,
    );
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // The change stands; the notice is a courtesy the user also sees on the bank screen.
      log.error({ err: error, userId: person.id }, 'could not mail a bank details notice');
    }
  }
  return response;
}

import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type RegisterResponse,
  type registerBody,
} from '@kapital/shared';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { user } from '../../db/schema/index.ts';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/auth/common-passwords.ts';
import type { KnownDevice } from '../../platform/auth/device-cookie.ts';
import { registrationContext } from '../../platform/auth/registration-context.ts';
import { AppError, SQL_UNIQUE_VIOLATION, sqlState } from '../../platform/http/app-error.ts';
import { recordReferral } from '../referrals/service.ts';

type RegisterInput = z.output<typeof registerBody>;

const usernameTaken = () =>
  new AppError(409, ERROR_CODES.usernameTaken, 'This username is taken', {
    userName: 'This username is taken. Choose another one.',
  });
const emailTaken = () =>
  new AppError(409, ERROR_CODES.emailTaken, 'An account with this e-mail already exists', {
    email: 'An account with this e-mail already exists. Sign in or reset your password.',
  });

export async function findUserIdByUserName(
  deps: Pick<AppDependencies, 'database'>,
  userName: string,
): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.userName, userName.toLowerCase()));
  return row?.id ?? null;
}

/** The account of an e-mail address as Better Auth stores it (lower case). */
export async function findUserIdByEmail(
  deps: Pick<AppDependencies, 'database'>,
  email: string,
): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row?.id ?? null;
}

export interface RegisterResult {
  body: RegisterResponse;
  /** Better Auth's response headers: the session cookie of the new user. */
  headers: Headers;
}

/**
 * Creates the user (and, through the database trigger, its four ledger accounts) in one
 * transaction, signs them in unverified and sends the verification mail.
 */
export async function registerUser(
  deps: Pick<AppDependencies, 'database' | 'auth' | 'clock' | 'events'>,
  input: RegisterInput,
  request: { ip: string | null; headers: Headers; device: KnownDevice | null },
): Promise<RegisterResult> {
  if (isCommonPassword(input.password)) {
    throw new AppError(400, ERROR_CODES.validation, COMMON_PASSWORD_MESSAGE, {
      password: COMMON_PASSWORD_MESSAGE,
    });
  }
  if (await findUserIdByUserName(deps, input.userName)) throw usernameTaken();
  if (await findUserIdByEmail(deps, input.email)) throw emailTaken();

  const referredBy = input.referralCode
    ? await findUserIdByUserName(deps, input.referralCode)
    : null;
  const fields = {
    userName: input.userName,
    firstName: input.fullName.split(/\s+/)[0] ?? input.fullName,
    currency: input.currency,
    referredBy,
    signupIp: request.ip,
    language: input.language ?? DEFAULT_LANGUAGE,
  };
  try {
    const { headers, response } = await registrationContext.run({ fields, silent: false }, () =>
      deps.auth.api.signUpEmail({
        body: {
          name: input.fullName,
          email: input.email,
          password: input.password,
          callbackURL: '/',
        },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (referredBy) {
      await recordReferral(deps, {
        referredId: response.user.id,
        referrerId: referredBy,
        ip: request.ip,
        device: request.device,
      });
    }
    return {
      headers,
      body: {
        uid: response.user.id,
        email: response.user.email,
        emailVerified: response.user.emailVerified,
        referralCodeAccepted: input.referralCode ? referredBy !== null : null,
      },
    };
  } catch (error) {
    // Two sign-ups racing for one name or address: the unique index decides.
    if (sqlState(error) === SQL_UNIQUE_VIOLATION) {
      throw String((error as { cause?: { detail?: string } }).cause?.detail ?? error).includes(
        'user_name',
      )
        ? usernameTaken()
        : emailTaken();
    }
    const code = error instanceof APIError ? String(error.body?.code ?? '') : '';
    if (code.startsWith('USER_ALREADY_EXISTS')) throw emailTaken();
    if (code === 'FAILED_TO_CREATE_USER') {
      // Better Auth swallows the unique violation of a racing sign-up: ask the table who won.
      if (await findUserIdByUserName(deps, input.userName)) throw usernameTaken();
      const [sameEmail] = await deps.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, input.email));
      if (sameEmail) throw emailTaken();
    }
    throw error;
  }
}

import {
  MONEY_ERROR_CODES,
  SECURITY_ERROR_CODES,
  type SecurityOverview,
  type SignInHistory,
} from '@kapital/shared';
import type { AppDependencies } from '../../platform/app-dependencies.ts';
import type { BetterAuthRefusal } from '../../platform/auth/better-auth-calls.ts';
import { wrongCodeError } from '../../platform/auth/code-errors.ts';
import { readSignInHistory } from '../../platform/auth/sign-in-history.ts';
import { describeUserAgent } from '../../platform/auth/user-agent.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listPasskeys, twoFactorEnabled } from './queries.ts';

type SecurityDeps = Pick<AppDependencies, 'database' | 'auth'>;

/** What the security page shows: two-step sign-in, passkeys, and which second steps exist. */
export async function securityOverview(
  deps: SecurityDeps,
  userId: string,
): Promise<SecurityOverview> {
  const db = deps.database.db;
  const [enabled, passkeys] = await Promise.all([
    twoFactorEnabled(db, userId),
    listPasskeys(db, userId),
  ]);
  return {
    twoFactor: { enabled, backupCodesLeft: enabled ? await backupCodesLeft(deps, userId) : null },
    passkeys,
    secondStep: { totp: enabled, passkey: passkeys.length > 0 },
  };
}

/** Backup codes are stored encrypted in one field: Better Auth decrypts them for its server. */
async function backupCodesLeft(deps: SecurityDeps, userId: string): Promise<number> {
  const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes.length;
}

/** The user's last sign-in attempts, newest first, with browser and system named for people. */
export async function signInHistory(
  deps: Pick<AppDependencies, 'database'>,
  userId: string,
): Promise<SignInHistory> {
  const rows = await readSignInHistory(deps.database.db, userId);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      createdAt: row.createdAt.toISOString(),
      ipAddress: row.ipAddress,
      ...describeUserAgent(row.userAgent),
      result: row.result,
      method: row.method,
      newDevice: row.newDevice,
    })),
  };
}

export const wrongPassword = () =>
  new AppError(403, MONEY_ERROR_CODES.invalidPassword, 'The password is not right', {
    password: 'The password is not right',
  });
export const twoFactorAlreadyOn = () =>
  new AppError(409, SECURITY_ERROR_CODES.twoFactorAlreadyOn, 'Two-step sign-in is on already');
export const twoFactorOff = () =>
  new AppError(
    409,
    SECURITY_ERROR_CODES.twoFactorOff,
    'Two-step sign-in is off. Turn it on with your password first.',
  );

/** Better Auth's two-factor refusals in Kapital's words. */
export function twoFactorRefusal(refusal: BetterAuthRefusal): Error {
  switch (refusal.code) {
    case 'INVALID_PASSWORD':
    case 'PASSWORD_TOO_LONG':
      return wrongPassword();
    case 'TOTP_ALREADY_ENABLED':
      return twoFactorAlreadyOn();
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return twoFactorOff();
    case 'INVALID_CODE':
      return wrongCodeError();
    default:
      return betterAuthRefusal(refusal);
  }
}

/** A refusal Kapital has no words of its own for: Better Auth's, or a bug when it is a 5xx. */
export function betterAuthRefusal(refusal: BetterAuthRefusal): Error {
  if (refusal.status >= 500 || refusal.status < 400) {
    return new Error(`Better Auth answered ${refusal.status} ${refusal.code}`);
  }
  return new AppError(
    refusal.status,
    refusal.code || `HTTP_${refusal.status}`,
    refusal.message || 'Request refused',
  );
}

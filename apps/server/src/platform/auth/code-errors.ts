import { SECURITY_ERROR_CODES } from '@kapital/shared';
import { AppError } from '../http/app-error.ts';

/**
 * A code from the authenticator app that is wrong, as the person reads it wherever one is asked
 * for (the sign-in's code step, confirming two-step, the second step of an action). `backupCodes`
 * where a backup code is accepted too.
 */
export const wrongCodeError = ({ backupCodes = false }: { backupCodes?: boolean } = {}) =>
  new AppError(
    400,
    SECURITY_ERROR_CODES.invalidCode,
    backupCodes
      ? 'That code is not right. Enter the code your authenticator app shows now, or a backup code you have not used.'
      : 'That code is not right. Enter the code your authenticator app shows now.',
    { code: 'That code is not right' },
  );

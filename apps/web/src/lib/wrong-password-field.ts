import { MONEY_ERROR_CODES } from '@kapital/shared/errors';

/**
 * A wrong password typed to confirm a change (bank details, two-step sign-in) is its field's.
 * Apart from lib/form-errors, which the sign-in page loads, because only these forms need it.
 */
export const WRONG_PASSWORD_FIELD = { [MONEY_ERROR_CODES.invalidPassword]: 'password' } as const;

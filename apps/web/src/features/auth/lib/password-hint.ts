import { PASSWORD_MIN_LENGTH } from '@kapital/shared/constants';

/** The rule the server applies to new passwords, told before the user types. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`;

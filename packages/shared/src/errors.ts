// Plain values only: the web app loads this file on every page, without zod
// (docs/decisions/008-bundle-budget.md). The error body's schema is in schemas/errors.ts.

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  userBanned: 'USER_BANNED',
  userBlocked: 'USER_BLOCKED',
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  /** A reset or verification link that is unknown, used or expired (Better Auth's code). */
  invalidToken: 'INVALID_TOKEN',
  rateLimited: 'RATE_LIMITED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** 403: a state-changing request (or a WebSocket) from another site, or from no site at all. */
  foreignOrigin: 'FOREIGN_ORIGIN',
  /** 415: a body that is neither JSON nor, on upload routes, multipart/form-data. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Refusals of an uploaded file; the message says what to send instead. */
export const UPLOAD_ERROR_CODES = {
  /** 400: no file in the expected multipart field, or the body is not multipart. */
  fileRequired: 'FILE_REQUIRED',
  /** 413 */
  fileTooLarge: 'FILE_TOO_LARGE',
  /** 415: the bytes are not of an accepted type, whatever the name or Content-Type say. */
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
} as const;

/** Refusals of the money flows (deposits, withdrawals, bank details, fund moves). */
export const MONEY_ERROR_CODES = {
  /** 403: withdrawals need approved KYC; the message links to /kyc-user. */
  kycRequired: 'KYC_REQUIRED',
  /** 409: withdrawals need saved bank details. */
  bankDetailsRequired: 'BANK_DETAILS_REQUIRED',
  /** 409: bank details changed less than 24 h ago; the message says when withdrawals reopen. */
  bankDetailsCooldown: 'BANK_DETAILS_COOLDOWN',
  /** 422 with fields.amount: below the minimum or above the maximum. */
  amountOutOfLimits: 'AMOUNT_OUT_OF_LIMITS',
  /** 409: the deposit or withdrawal is no longer in a state that allows this (already paid...). */
  invalidState: 'INVALID_STATE',
  /** 403 with fields.password: the password given to confirm a change is wrong. */
  invalidPassword: 'INVALID_PASSWORD',
  /** 422: the payment method does not exist or is switched off. */
  paymentMethodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  /** 422: the investment package does not exist or is switched off. */
  packageUnavailable: 'PACKAGE_UNAVAILABLE',
} as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[keyof typeof MONEY_ERROR_CODES];

/** 503s of an order the market could not fill: nothing was opened, and it is safe to send again. */
export const MARKET_ERROR_CODES = {
  /** The pair's price is older than MARKET_STALE_SECONDS (the live feed fell behind). */
  stale: 'MARKET_STALE',
  /** No tick came in time to fill the order. */
  unavailable: 'MARKET_UNAVAILABLE',
} as const;

/** Refusals of two-step sign-in, passkeys, the second step for money, and staff access. */
export const SECURITY_ERROR_CODES = {
  /** 400: a code from the app or a backup code that is wrong, used, or from the wrong time. */
  invalidCode: 'INVALID_CODE',
  /** 400: the passkey did not answer as expected (cancelled, unknown, or for another site). */
  passkeyFailed: 'PASSKEY_FAILED',
  /** 409: turning two-step sign-in on (or confirming it) while it is on already. */
  twoFactorAlreadyOn: 'TWO_FACTOR_ALREADY_ON',
  /** 409: confirming, turning off or renewing backup codes of two-step sign-in that is off. */
  twoFactorOff: 'TWO_FACTOR_OFF',
  /** 403: adding a passkey needs a sign-in from the last day; sign in again first. */
  recentSignInRequired: 'RECENT_SIGN_IN_REQUIRED',
  /** 403: this action needs a fresh second step (a code or a passkey) and none came with it. */
  secondStepRequired: 'SECOND_STEP_REQUIRED',
  /** 403: the second step named is unknown, used, expired, or for another action. */
  secondStepInvalid: 'SECOND_STEP_INVALID',
  /** 400: a staff-access link that is used, expired, forged, or for another username. */
  staffAccessInvalid: 'STAFF_ACCESS_INVALID',
  /** 403: a staff-access session views; it does not move money or change security. */
  staffAccessReadOnly: 'STAFF_ACCESS_READ_ONLY',
  /** The sign-out reason of a session its user ended from another browser. */
  sessionRevoked: 'SESSION_REVOKED',
} as const;

/** Why a signed-out user was sent to /login; the login page explains it. */
export const SIGN_OUT_REASONS = {
  [ERROR_CODES.userBanned]:
    'This account has been banned. Contact support if you think this is a mistake.',
  [ERROR_CODES.userBlocked]: 'This account is blocked. Contact support to have it unblocked.',
  /** The user ended this browser's session from another one (the security page). */
  [SECURITY_ERROR_CODES.sessionRevoked]:
    'This browser was signed out from another one. Sign in again to continue.',
} as const;
export type SignOutReason = keyof typeof SIGN_OUT_REASONS;

/** Why an account may not hold a session: a ban before a block; null when neither holds. */
export function accountRestriction(account: {
  userStatus?: string | null;
  userBlock?: boolean | null;
}): SignOutReason | null {
  if (account.userStatus === 'banned') return ERROR_CODES.userBanned;
  return account.userBlock ? ERROR_CODES.userBlocked : null;
}

/** The longest reason staff may give for blocking or banning an account. */
export const RESTRICTION_REASON_MAX = 300;

/**
 * What a signed-out user reads on /login: why, in staff's words when they gave them
 * ("Your account was blocked: …"), else the general sentence.
 */
export function signOutNotice(reason: SignOutReason, staffReason: string | null): string {
  const note = staffReason?.trim();
  if (!note) return SIGN_OUT_REASONS[reason];
  const sentence = /[.!?]$/.test(note) ? note : `${note}.`;
  return reason === ERROR_CODES.userBlocked
    ? `Your account was blocked: ${sentence} Contact support to have it unblocked.`
    : `Your account was banned: ${sentence} Contact support if you think this is a mistake.`;
}

import { z } from 'zod';

/** Every error the API returns has this body, with a 4xx status (5xx only for real faults). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

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
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Why a signed-out user was sent to /login; the login page explains it. */
export const SIGN_OUT_REASONS = {
  [ERROR_CODES.userBanned]:
    'This account has been banned. Contact support if you think this is a mistake.',
  [ERROR_CODES.userBlocked]: 'This account is blocked. Contact support to have it unblocked.',
} as const;
export type SignOutReason = keyof typeof SIGN_OUT_REASONS;

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kapital/shared/constants';
import { isApiError } from '@/lib/api-error.ts';

export const CHANGE_PASSWORD_FIELDS = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

/**
 * Better Auth's refusals of POST /api/auth/change-password name no field, and some are terse
 * ("Invalid password"). Each belongs to one field, worded as the form's own messages are.
 */
const REFUSALS: Record<string, { field: ChangePasswordField; message?: string }> = {
  INVALID_PASSWORD: { field: 'currentPassword', message: 'This is not your current password' },
  // Kapital's own check: its message already says what to do.
  PASSWORD_TOO_COMMON: { field: 'newPassword' },
  PASSWORD_TOO_SHORT: {
    field: 'newPassword',
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  PASSWORD_TOO_LONG: {
    field: 'newPassword',
    message: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  },
};

/** The field a failed password change is about, and what to tell there; null for any other failure. */
export function changePasswordFieldError(
  error: unknown,
): { field: ChangePasswordField; message: string } | null {
  if (!isApiError(error)) return null;
  const refusal = REFUSALS[error.code];
  return refusal ? { field: refusal.field, message: refusal.message ?? error.message } : null;
}

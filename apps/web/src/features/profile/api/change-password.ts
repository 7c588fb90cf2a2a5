import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Better Auth, through the server's bridge. This browser gets a new session cookie with the
 * answer; every other session of the user ends (the server insists, whatever is sent).
 */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

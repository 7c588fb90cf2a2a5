import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';

export function sendVerificationEmail(email: string): Promise<unknown> {
  // The link in the mail verifies the address, signs in and lands on the dashboard.
  return api.post('/api/auth/send-verification-email', { email, callbackURL: paths.home });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

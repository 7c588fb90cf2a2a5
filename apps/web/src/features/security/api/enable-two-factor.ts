import {
  type EnableTwoFactorBody,
  type EnableTwoFactorResponse,
  enableTwoFactorResponse,
} from '@kapital/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/security/two-factor/enable: the password, for a new secret and its backup codes.
 * Two-step stays off until a code from the app confirms it (confirm-two-factor.ts).
 */
export function enableTwoFactor(body: EnableTwoFactorBody): Promise<EnableTwoFactorResponse> {
  return api.post('/api/security/two-factor/enable', body, { schema: enableTwoFactorResponse });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

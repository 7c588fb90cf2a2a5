import { type RegisterResponse, type registerBody, registerResponse } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export function register(body: z.output<typeof registerBody>): Promise<RegisterResponse> {
  return api.post('/api/account/register', body, { schema: registerResponse });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // Registering signs the new user in (unverified); the fresh session shows the verify screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

import { type AddPasskeyBody, webAuthnOptionsSchema } from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { createPasskey } from '@/lib/passkeys.ts';
import { securityQueryKey } from '@/lib/second-step.ts';

/** POST /api/security/passkeys/options: what the device needs to make a passkey for Kapital. */
export function getPasskeyOptions(): Promise<Record<string, unknown>> {
  return api.post('/api/security/passkeys/options', {}, { schema: webAuthnOptionsSchema });
}

/** POST /api/security/passkeys: the device's new passkey, under the name the user gave it. */
export function savePasskey(body: AddPasskeyBody): Promise<unknown> {
  return api.post('/api/security/passkeys', body);
}

/** The server's options, the device's ceremony, then the save; failures are worded for people. */
export async function addPasskey({ name }: { name: string }): Promise<void> {
  const options = await getPasskeyOptions();
  const response = await createPasskey(options);
  await savePasskey({ name, response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityQueryKey }),
  });
}

import type { SignInPasskeyBody } from '@kapital/shared';
import { api, type ResponseSchema } from '@/lib/api-client.ts';
import { isRecord } from '@/lib/is-record.ts';
import { answerWithPasskey } from '@/lib/passkeys.ts';

/** WebAuthn request options, checked by hand: zod would double what this step downloads. */
const passkeyOptions: ResponseSchema<Record<string, unknown>> = {
  safeParse: (data) => (isRecord(data) ? { success: true, data } : { success: false }),
};

/** POST /api/account/sign-in/passkey/options: a challenge any of this site's passkeys can answer. */
export function getSignInPasskeyOptions(): Promise<Record<string, unknown>> {
  return api.post('/api/account/sign-in/passkey/options', {}, { schema: passkeyOptions });
}

/** POST /api/account/sign-in/passkey: the device's answer opens a session (two steps in one). */
export function postPasskeySignIn(body: SignInPasskeyBody): Promise<unknown> {
  return api.post('/api/account/sign-in/passkey', body);
}

/** Signs in with a passkey the device picks; failures are ApiErrors worded for people. */
export async function signInWithPasskey(): Promise<void> {
  const options = await getSignInPasskeyOptions();
  const response = await answerWithPasskey(options);
  await postPasskeySignIn({ response });
}

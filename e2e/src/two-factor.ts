import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The code an authenticator app shows now for the secret the security page shows (base32). */
export function totpCode(shownSecret: string): Promise<string> {
  const raw = new TextDecoder().decode(base32.decode(shownSecret.replace(/\s+/g, '')));
  return createOTP(raw).totp();
}

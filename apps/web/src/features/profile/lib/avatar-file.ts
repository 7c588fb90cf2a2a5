import { AVATAR_MAX_BYTES } from '@kapital/shared/constants';
import type { TFunction } from 'i18next';

/** What the file picker offers; the bytes decide, as on the server. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

/** How many leading bytes tell the accepted image types apart. */
const SIGNATURE_LENGTH = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * Whether a file's first bytes are those of a JPEG, PNG or WebP image: the server reads the
 * same signatures and ignores the file name and the type the browser guessed from it.
 */
export function hasAvatarSignature(head: Uint8Array): boolean {
  return (
    startsWith(head, JPEG_SIGNATURE) ||
    startsWith(head, PNG_SIGNATURE) ||
    (startsWith(head, RIFF) && startsWith(head, WEBP, 8))
  );
}

/**
 * Why the server would refuse this file as an avatar, or null when it would take it. Checked
 * before uploading, so a refusal costs no upload and says the same as the server would
 * (POST /api/profile/avatar, docs/api.md).
 */
export async function avatarFileProblem(
  file: Blob,
  t: TFunction<'profile'>,
): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) {
    return t('avatar.tooLarge', { megabytes: AVATAR_MAX_BYTES / (1024 * 1024) });
  }
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return hasAvatarSignature(head) ? null : t('avatar.wrongType');
}

import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES } from '@kapital/shared';
import { kycFileKind } from '@/lib/kyc-file.ts';

export const CHAT_IMAGE_TOO_LARGE = `An image can be at most ${CHAT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
export const CHAT_IMAGE_WRONG_TYPE = 'Attach a JPEG, PNG or WebP image';
export const CHAT_IMAGE_EMPTY = 'This file is empty';

/** What the file picker offers; the first bytes decide, as on the server. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

const SIGNATURE_LENGTH = 12;

/**
 * Whether the server would take this file as a chat image, checked before uploading: a refusal
 * costs no upload. The name and the type the browser guessed count for nothing.
 */
export async function checkChatImage(file: Blob): Promise<string | null> {
  if (file.size === 0) return CHAT_IMAGE_EMPTY;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return CHAT_IMAGE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  const kind = kycFileKind(head);
  return kind === 'jpeg' || kind === 'png' || kind === 'webp' ? null : CHAT_IMAGE_WRONG_TYPE;
}

import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES } from '@kapital/shared';
import { i18n } from '@/lib/i18n/i18n.ts';
import { kycFileKind } from '@/lib/kyc-file.ts';

// Why a file cannot be sent, in the chosen language.
export const chatImageTooLarge = () =>
  i18n.t('chatImage.tooLarge', { megabytes: CHAT_IMAGE_MAX_BYTES / (1024 * 1024) });
export const chatImageWrongType = () => i18n.t('chatImage.wrongType');
export const chatImageEmpty = () => i18n.t('chatImage.empty');

/** What the file picker offers; the first bytes decide, as on the server. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

const SIGNATURE_LENGTH = 12;

/**
 * Whether the server would take this file as a chat image, checked before uploading: a refusal
 * costs no upload. The name and the type the browser guessed count for nothing.
 */
export async function checkChatImage(file: Blob): Promise<string | null> {
  if (file.size === 0) return chatImageEmpty();
  if (file.size > CHAT_IMAGE_MAX_BYTES) return chatImageTooLarge();
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  const kind = kycFileKind(head);
  return kind === 'jpeg' || kind === 'png' || kind === 'webp' ? null : chatImageWrongType();
}

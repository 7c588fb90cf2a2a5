import {
  CHAT_CLIENT_ID_FIELD,
  CHAT_IMAGE_FIELD,
  CHAT_TEXT_FIELD,
  type ChatMessage,
  chatMessageSchema,
} from '@kapital/shared';
import { api } from '@/lib/api-client.ts';
import { postWithUploadProgress } from '@/lib/post-with-upload-progress.ts';

export interface ChatMessageInput {
  text: string;
  /** The browser's id for this message: a retry sends the same one, and stores one message. */
  clientId: string;
  image: Blob | null;
  /** Told the upload's percentage while an image is sent. */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a chat message to `path` (the user's conversation, or a conversation in the inbox):
 * JSON without an image; with one, a multipart form sent through XMLHttpRequest so the upload's
 * progress can be shown. Answers the stored message.
 */
export function postChatMessage(
  path: string,
  { text, clientId, image, onProgress }: ChatMessageInput,
): Promise<ChatMessage> {
  if (!image) return api.post(path, { text, clientId }, { schema: chatMessageSchema });
  const body = new FormData();
  body.append(CHAT_TEXT_FIELD, text);
  body.append(CHAT_CLIENT_ID_FIELD, clientId);
  body.append(CHAT_IMAGE_FIELD, image);
  return postWithUploadProgress(path, body, {
    schema: chatMessageSchema,
    onProgress: onProgress ?? (() => {}),
  });
}

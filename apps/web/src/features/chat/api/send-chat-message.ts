import {
  CHAT_CLIENT_ID_FIELD,
  CHAT_IMAGE_FIELD,
  CHAT_TEXT_FIELD,
  type ChatMessage,
  chatMessageSchema,
} from '@kapital/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { postWithUploadProgress } from '@/lib/post-with-upload-progress.ts';
import { addCachedChatMessage } from './get-chat-history.ts';

export interface SendChatMessageInput {
  text: string;
  /** The browser's id for this message: a retry sends the same one, and stores one message. */
  clientId: string;
  image: Blob | null;
  /** Told the upload's percentage while an image is sent. */
  onProgress?: (percent: number) => void;
}

const SEND_PATH = '/api/chat/messages';

/**
 * POST /api/chat/messages: JSON without an image; with one, a multipart form sent through
 * XMLHttpRequest so the panel can show the upload's progress. Answers the stored message.
 */
export function sendChatMessage({
  text,
  clientId,
  image,
  onProgress,
}: SendChatMessageInput): Promise<ChatMessage> {
  if (!image) return api.post(SEND_PATH, { text, clientId }, { schema: chatMessageSchema });
  const body = new FormData();
  body.append(CHAT_TEXT_FIELD, text);
  body.append(CHAT_CLIENT_ID_FIELD, clientId);
  body.append(CHAT_IMAGE_FIELD, image);
  return postWithUploadProgress(SEND_PATH, body, {
    schema: chatMessageSchema,
    onProgress: onProgress ?? (() => {}),
  });
}

export function useSendChatMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message) => addCachedChatMessage(queryClient, userId, message),
  });
}

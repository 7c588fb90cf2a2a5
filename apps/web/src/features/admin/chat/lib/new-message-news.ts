import type { ChatSocketMessage } from '@kapital/shared';
import type { TFunction } from 'i18next';

/**
 * What staff are told of a chat frame, or null: a user's new message, unless it is in the
 * conversation on screen (which shows it anyway). Staff replies and read marks say nothing.
 */
export function newMessageNews(
  message: ChatSocketMessage,
  openConversationId: string | null,
  t: TFunction<'admin-chat'>,
): string | null {
  if (message.type !== 'chat.message' || message.message.sender.role !== 'user') return null;
  if (message.conversationId === openConversationId) return null;
  return t('newMessageToast', { name: message.message.sender.name });
}

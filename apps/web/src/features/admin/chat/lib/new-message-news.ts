import type { ChatSocketMessage } from '@kapital/shared';

/**
 * What staff are told of a chat frame, or null: a user's new message, unless it is in the
 * conversation on screen (which shows it anyway). Staff replies and read marks say nothing.
 */
export function newMessageNews(
  message: ChatSocketMessage,
  openConversationId: string | null,
): string | null {
  if (message.type !== 'chat.message' || message.message.sender.role !== 'user') return null;
  if (message.conversationId === openConversationId) return null;
  return `New chat message from ${message.message.sender.name}`;
}

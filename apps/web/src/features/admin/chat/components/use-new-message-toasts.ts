import type { ChatSocketMessage } from '@kapital/shared';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import { toast } from '@/lib/toast.ts';
import { useAdminChatText } from '../i18n.ts';
import { CONVERSATION_PARAM } from '../lib/inbox-text.ts';
import { newMessageNews } from '../lib/new-message-news.ts';

/**
 * Anywhere in the console, a user's new chat message is a toast for staff (the inbox and the
 * overview's count follow by themselves), unless it is in the conversation they have open.
 */
export function useNewMessageToasts(): void {
  const [params] = useSearchParams();
  const { t } = useAdminChatText();
  const tell = useEffectEvent((message: ChatSocketMessage) => {
    const news = newMessageNews(message, params.get(CONVERSATION_PARAM), t);
    if (news) toast.info(news);
  });
  useEffect(() => chatStream.listen(tell), []);
}

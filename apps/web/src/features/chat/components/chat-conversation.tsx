import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import { ChatLog } from '@/components/chat/chat-log.tsx';
import { ChatSkeleton } from '@/components/chat/chat-skeleton.tsx';
import { ChatTypingStatus } from '@/components/chat/chat-typing-status.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { unreadOf } from '@/lib/chat/chat-messages.ts';
import { chatRows, historyMessages } from '@/lib/chat/chat-rows.ts';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import { createTypingThrottle } from '@/lib/chat/typing-throttle.ts';
import { usePendingSends } from '@/lib/chat/use-pending-sends.ts';
import { useReadWhileSeen } from '@/lib/chat/use-read-while-seen.ts';
import { useTypingName } from '@/lib/chat/use-typing-name.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useMarkChatRead } from '../api/mark-chat-read.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { useChatText } from '../i18n.ts';

/**
 * The conversation in the open panel: the history, live messages, the typing indicator, and the
 * composer. Staff messages are marked read while the panel is open and the tab visible.
 */
export function ChatConversation({ userId, open }: { userId: string; open: boolean }) {
  const { t } = useChatText();
  const history = useChatHistory(userId);
  const send = useSendChatMessage(userId);
  const { mutate: markRead } = useMarkChatRead(userId);
  const { pending, sendDraft, retry } = usePendingSends(userId, send.mutateAsync);
  const typingName = useTypingName('staff');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [typingThrottle] = useState(() => createTypingThrottle());

  const pages = history.data?.pages ?? [];
  const rows = chatRows(historyMessages(pages), pending);
  const conversationId = pages[0]?.conversationId;
  useReadWhileSeen(open, unreadOf(history.data), (callbacks) => markRead(undefined, callbacks));

  // Focus goes to the message field once the conversation is on screen.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const typing = () => {
    if (conversationId && typingThrottle()) chatStream.sendTyping(conversationId);
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {history.isPending ? (
        <ChatSkeleton />
      ) : history.isError && pages.length === 0 ? (
        <Box sx={{ flex: 1, p: 2 }}>
          <InlineLoadError
            message={t('conversation.loadFailed')}
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        </Box>
      ) : (
        <ChatLog
          rows={rows}
          viewer="user"
          emptyText={t('conversation.empty')}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          olderError={history.isFetchNextPageError ? history.error : null}
          loadOlder={loadOlder}
          onRetry={retry}
        />
      )}
      <ChatTypingStatus text={typingName ? t('conversation.supportTyping') : null} />
      <ChatComposer onSend={sendDraft} onTyping={typing} inputRef={inputRef} />
    </Box>
  );
}

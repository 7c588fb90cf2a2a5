import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { chatStream } from '@/lib/chat-stream.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useMarkChatRead } from '../api/mark-chat-read.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import {
  chatRows,
  historyMessages,
  nearBottom,
  nearTop,
  type PendingMessage,
  unreadOf,
} from '../lib/chat-messages.ts';
import { pendingMessages } from '../lib/pending-messages.ts';
import { createTypingThrottle, TYPING_SHOWN_MS } from '../lib/typing-throttle.ts';
import { ChatComposer, type ChatDraft } from './chat-composer.tsx';
import { ChatMessageItem, PendingMessageItem } from './chat-message-item.tsx';
import { ChatSkeleton } from './chat-skeleton.tsx';

const EMPTY_TEXT = 'Ask us anything: a person from our team answers here.';

/**
 * The conversation in the open panel: the history (newest at the bottom, older pages as the
 * list is scrolled up, keeping what was on screen in place), live messages, the typing
 * indicator, and the composer. Staff messages are marked read while the panel is open and the
 * tab visible.
 */
export function ChatConversation({ userId, open }: { userId: string; open: boolean }) {
  const history = useChatHistory(userId);
  const send = useSendChatMessage(userId);
  const markRead = useMarkChatRead(userId);
  const pending = useSyncExternalStore(pendingMessages.subscribe, () => pendingMessages.of(userId));
  const setPending = (change: (items: readonly PendingMessage[]) => readonly PendingMessage[]) =>
    pendingMessages.update(userId, change);
  const [typingName, setTypingName] = useState<string | null>(null);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [typingThrottle] = useState(() => createTypingThrottle());

  const pages = history.data?.pages ?? [];
  const messages = historyMessages(pages);
  const rows = chatRows(messages, pending);
  const unread = unreadOf(history.data);
  const conversationId = pages[0]?.conversationId;

  // Staff's "typing" shows for a few seconds after their last note, and stops with their message.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = chatStream.listen((message) => {
      if (message.type === 'chat.typing' && message.who === 'staff') {
        setTypingName(message.name);
        clearTimeout(timer);
        timer = setTimeout(() => setTypingName(null), TYPING_SHOWN_MS);
      } else if (message.type === 'chat.message' && message.message.sender.role === 'staff') {
        clearTimeout(timer);
        setTypingName(null);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const follow = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  // Once per count: a refused read is tried again when the count or the tab's visibility changes,
  // not in a loop.
  const { mutate: markAllRead } = markRead;
  const marking = useRef(false);
  useEffect(() => {
    if (!open || !visible || unread === 0 || marking.current) return;
    marking.current = true;
    markAllRead(undefined, {
      onSettled: () => {
        marking.current = false;
      },
    });
  }, [open, visible, unread, markAllRead]);

  // Focus goes to the message field once the conversation is on screen.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  // Scrolling: the first screen starts at the newest; an older page keeps the view in place;
  // a new message scrolls into view if the list was at its end, or if it is the user's own.
  const edges = useRef<{ first?: string; last?: string }>({});
  const distanceFromBottom = useRef(0);
  const wasNearBottom = useRef(true);
  const firstKey = rows[0]?.key;
  const lastRow = rows.at(-1);
  const lastKey = lastRow?.key;
  const lastIsOwn =
    lastRow?.kind === 'pending' ||
    (lastRow?.kind === 'message' && lastRow.message.sender.role === 'user');
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = edges.current;
    if (before.first !== undefined && before.first !== firstKey && before.last === lastKey) {
      list.scrollTop = list.scrollHeight - distanceFromBottom.current;
    } else if (before.last !== lastKey && (wasNearBottom.current || lastIsOwn)) {
      list.scrollTop = list.scrollHeight;
    }
    edges.current = { first: firstKey, last: lastKey };
    distanceFromBottom.current = list.scrollHeight - list.scrollTop;
  }, [firstKey, lastKey, lastIsOwn]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    distanceFromBottom.current = list.scrollHeight - list.scrollTop;
    wasNearBottom.current = nearBottom(list);
    if (nearTop(list.scrollTop)) loadOlder();
  };

  const updatePending = (clientId: string, change: Partial<PendingMessage>) =>
    setPending((items) =>
      items.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
    );
  const deliver = async (item: PendingMessage) => {
    try {
      await send.mutateAsync({
        text: item.text,
        clientId: item.clientId,
        image: item.image,
        onProgress: (progress) => updatePending(item.clientId, { progress }),
      });
      // The history holds it now, under the same client id.
      setPending((items) => items.filter((other) => other.clientId !== item.clientId));
      if (item.imageUrl) URL.revokeObjectURL(item.imageUrl);
    } catch (error) {
      updatePending(item.clientId, {
        status: 'failed',
        progress: null,
        problem: errorMessage(error),
      });
    }
  };
  const sendDraft = ({ text, image }: ChatDraft) => {
    wasNearBottom.current = true;
    const item: PendingMessage = {
      clientId: crypto.randomUUID(),
      text,
      image,
      imageUrl: image ? URL.createObjectURL(image) : null,
      status: 'sending',
      progress: image ? 0 : null,
    };
    setPending((items) => [...items, item]);
    void deliver(item);
  };
  const retry = (clientId: string) => {
    const item = pending.find((other) => other.clientId === clientId);
    if (!item) return;
    const again: PendingMessage = {
      ...item,
      status: 'sending',
      progress: item.image ? 0 : null,
      problem: undefined,
    };
    updatePending(clientId, again);
    void deliver(again);
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
            message="The conversation could not be loaded."
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        </Box>
      ) : (
        // The log scrolls and speaks; the list inside it keeps its items a list (a role on the
        // <ul> itself would take the list's away from its <li>s).
        <Box
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label="Messages"
          data-testid="chat-messages"
          onScroll={onScroll}
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2, display: 'flex' }}
        >
          <Box
            component="ul"
            sx={{
              flex: 1,
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            {hasNextPage ? (
              <Box component="li" sx={{ alignSelf: 'center' }}>
                <Button size="small" onClick={loadOlder} loading={isFetchingNextPage}>
                  Show older messages
                </Button>
              </Box>
            ) : null}
            {history.isFetchNextPageError ? (
              <Box component="li">
                <InlineLoadError
                  message="Older messages could not be loaded."
                  error={history.error}
                  onRetry={loadOlder}
                  retrying={isFetchingNextPage}
                />
              </Box>
            ) : null}
            {rows.length === 0 ? (
              <Box
                component="li"
                sx={{
                  m: 'auto',
                  textAlign: 'center',
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 1,
                }}
              >
                <SupportAgent aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
                <Typography variant="body2" color="text.secondary">
                  {EMPTY_TEXT}
                </Typography>
              </Box>
            ) : null}
            {rows.map((row) =>
              row.kind === 'message' ? (
                <ChatMessageItem key={row.key} message={row.message} />
              ) : (
                <PendingMessageItem key={row.key} pending={row.pending} onRetry={retry} />
              ),
            )}
          </Box>
        </Box>
      )}
      <Box role="status" sx={{ px: 2, minHeight: 20, flexShrink: 0 }}>
        {typingName ? (
          <Typography variant="caption" color="text.secondary" data-testid="chat-typing">
            Support is typing…
          </Typography>
        ) : null}
      </Box>
      <ChatComposer onSend={sendDraft} onTyping={typing} inputRef={inputRef} />
    </Box>
  );
}

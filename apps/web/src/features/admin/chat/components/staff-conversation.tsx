import type { ChatConversationSummary } from '@kapital/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import { ChatLog } from '@/components/chat/chat-log.tsx';
import { ChatSkeleton } from '@/components/chat/chat-skeleton.tsx';
import { ChatTypingStatus } from '@/components/chat/chat-typing-status.tsx';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { chatRows, historyMessages } from '@/lib/chat/chat-rows.ts';
import { chatStream } from '@/lib/chat/chat-stream.ts';
import { createTypingThrottle } from '@/lib/chat/typing-throttle.ts';
import { usePendingSends } from '@/lib/chat/use-pending-sends.ts';
import { useReadWhileSeen } from '@/lib/chat/use-read-while-seen.ts';
import { useTypingName } from '@/lib/chat/use-typing-name.ts';
import { type ConversationAction, useActOnConversation } from '../api/act-on-conversation.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { useReplyToConversation } from '../api/reply-to-conversation.ts';
import { useAdminChatText } from '../i18n.ts';
import { useConversationLiveUpdates } from './use-conversation-live-updates.ts';
import { UserContext } from './user-context.tsx';

const ACTION_LABELS = {
  assign: 'conversation.actions.assign',
  resolve: 'conversation.actions.resolve',
  reopen: 'conversation.actions.reopen',
} as const satisfies Record<ConversationAction, string>;

/** The actions a conversation offers the staff member looking at it. */
function actionsFor(conversation: ChatConversationSummary, myId: string): ConversationAction[] {
  if (conversation.status === 'resolved') return ['reopen'];
  return conversation.assignedTo?.id === myId ? ['resolve'] : ['assign', 'resolve'];
}

interface StaffConversationProps {
  conversationId: string;
  myId: string;
  /** On a narrow screen: back to the list. */
  onBack?: () => void;
}

/**
 * One conversation in the inbox: its header with assign, resolve and reopen, the messages
 * (the user's on the left, the team's on the right), the reply field with an image, and beside
 * it (below it on a narrow screen) what staff need to know about the user.
 */
export function StaffConversation({ conversationId, myId, onBack }: StaffConversationProps) {
  const { t } = useAdminChatText();
  const detail = useConversation(conversationId);
  const reply = useReplyToConversation();
  const { mutate: markRead } = useMarkConversationRead();
  const act = useActOnConversation();
  const { pending, sendDraft, retry } = usePendingSends(`inbox:${conversationId}`, (message) =>
    reply.mutateAsync({ conversationId, ...message }),
  );
  const typingName = useTypingName('user', conversationId);
  useConversationLiveUpdates(conversationId);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [typingThrottle] = useState(() => createTypingThrottle());

  const pages = detail.data?.pages ?? [];
  const newest = pages[0];
  const rows = chatRows(historyMessages(pages), pending);
  useReadWhileSeen(true, newest?.conversation.unread ?? 0, (callbacks) =>
    markRead(conversationId, callbacks),
  );

  if (detail.isPending) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, height: '100%', display: 'flex' }}>
        <ChatSkeleton />
      </Paper>
    );
  }
  if (!newest) {
    return (
      <InlineLoadError
        message={t('conversation.loadFailed')}
        error={detail.error}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }

  const { conversation, context } = newest;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = detail;
  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const typing = () => {
    if (typingThrottle()) chatStream.sendTyping(conversationId);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 280px' },
        alignItems: 'start',
        minHeight: 0,
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('conversation.label', { name: conversation.user.name })}
        data-testid="chat-inbox-conversation"
        sx={{
          borderRadius: 3,
          display: 'flex',
          flexDirection: 'column',
          height: { xs: 'calc(100dvh - 140px)', md: 'calc(100dvh - 180px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {onBack ? (
            <IconButton aria-label={t('conversation.back')} onClick={onBack} edge="start">
              <ArrowBack />
            </IconButton>
          ) : null}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={600} noWrap>
              {conversation.user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {conversation.assignedTo
                ? t('conversation.assignedTo', { name: conversation.assignedTo.name })
                : t('conversation.unassigned')}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={
              conversation.status === 'resolved'
                ? t('conversation.resolved')
                : t('conversation.open')
            }
            color={conversation.status === 'resolved' ? 'default' : 'success'}
            variant="outlined"
          />
          {actionsFor(conversation, myId).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'resolve' ? 'outlined' : 'contained'}
              loading={act.isPending && act.variables?.action === action}
              disabled={act.isPending}
              onClick={() => act.mutate({ conversationId, action })}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          ))}
        </Box>
        {act.isError ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {errorMessage(act.error)}
          </Alert>
        ) : null}
        <ChatLog
          rows={rows}
          viewer="staff"
          emptyText={t('conversation.empty')}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          olderError={detail.isFetchNextPageError ? detail.error : null}
          loadOlder={loadOlder}
          onRetry={retry}
        />
        <ChatTypingStatus
          text={typingName ? t('conversation.typing', { name: typingName }) : null}
        />
        <ChatComposer onSend={sendDraft} onTyping={typing} inputRef={inputRef} />
      </Paper>
      <UserContext conversation={conversation} context={context} />
    </Box>
  );
}

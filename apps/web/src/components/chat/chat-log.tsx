import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoadError } from '@/components/errors/inline-load-error.tsx';
import { type ChatRow, nearBottom, nearTop } from '@/lib/chat/chat-rows.ts';
import { ChatMessageItem, type ChatViewer, PendingMessageItem } from './chat-message-item.tsx';

interface ChatLogProps {
  rows: readonly ChatRow[];
  viewer: ChatViewer;
  /** Shown when the conversation has no message yet. */
  emptyText: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loading the older page failed: the error, shown at the top with a retry. */
  olderError: unknown;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
}

/**
 * A conversation's messages, newest at the bottom: it starts at the newest, loads older pages
 * when scrolled to the top (keeping what was on screen in place), and brings a new message into
 * view if the list was at its end or the message is the viewer's own. A `log` region, so a
 * screen reader reads what arrives.
 */
export function ChatLog({
  rows,
  viewer,
  emptyText,
  hasOlder,
  loadingOlder,
  olderError,
  loadOlder,
  onRetry,
}: ChatLogProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useRef<{ first?: string; last?: string }>({});
  const distanceFromBottom = useRef(0);
  const wasNearBottom = useRef(true);
  const firstKey = rows[0]?.key;
  const lastRow = rows.at(-1);
  const lastKey = lastRow?.key;
  const lastIsOwn =
    lastRow?.kind === 'pending' ||
    (lastRow?.kind === 'message' && lastRow.message.sender.role === viewer);

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

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    distanceFromBottom.current = list.scrollHeight - list.scrollTop;
    wasNearBottom.current = nearBottom(list);
    if (nearTop(list.scrollTop) && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    // The log scrolls and speaks; the list inside it keeps its items a list (a role on the <ul>
    // itself would take the list's away from its <li>s).
    <Box
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messagesLabel')}
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
        {hasOlder ? (
          <Box component="li" sx={{ alignSelf: 'center' }}>
            <Button size="small" onClick={loadOlder} loading={loadingOlder}>
              {t('chat.showOlder')}
            </Button>
          </Box>
        ) : null}
        {olderError ? (
          <Box component="li">
            <InlineLoadError
              message={t('chat.olderFailed')}
              error={olderError}
              onRetry={loadOlder}
              retrying={loadingOlder}
            />
          </Box>
        ) : null}
        {rows.length === 0 ? (
          <Box
            component="li"
            sx={{ m: 'auto', textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
          >
            <SupportAgent aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography variant="body2" color="text.secondary">
              {emptyText}
            </Typography>
          </Box>
        ) : null}
        {rows.map((row) =>
          row.kind === 'message' ? (
            <ChatMessageItem key={row.key} message={row.message} viewer={viewer} />
          ) : (
            <PendingMessageItem key={row.key} pending={row.pending} onRetry={onRetry} />
          ),
        )}
      </Box>
    </Box>
  );
}

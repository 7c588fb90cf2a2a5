import type { ChatInboxFilter } from '@kapital/shared';
import Forum from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { useAdminChatText } from '../i18n.ts';
import { CONVERSATION_PARAM, inboxFilterOf } from '../lib/inbox-text.ts';
import { ConversationList } from './conversation-list.tsx';
import { StaffConversation } from './staff-conversation.tsx';

/** The address keeps the filter, the page and the open conversation: a reload or a link keeps them. */
const FILTER_PARAM = 'filter';
const PAGE_PARAM = 'page';

/**
 * The support inbox: conversations on the left, the open one on the right with the user beside
 * it; on a phone, the list or the conversation. Both follow the socket's chat news.
 */
export function ChatInbox({ myId }: { myId: string }) {
  const { t } = useAdminChatText();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterOf(params.get(FILTER_PARAM));
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);
  const selectedId = params.get(CONVERSATION_PARAM);

  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) updated.delete(key);
        else updated.set(key, value);
      }
      return updated;
    });
  const list = (
    <ConversationList
      filter={filter}
      page={page}
      selectedId={selectedId}
      onFilterChange={(value: ChatInboxFilter) =>
        change({ [FILTER_PARAM]: value, [PAGE_PARAM]: null })
      }
      onPageChange={(value) => change({ [PAGE_PARAM]: String(value) })}
      onSelect={(conversationId) => change({ [CONVERSATION_PARAM]: conversationId })}
    />
  );
  const conversation = selectedId ? (
    <StaffConversation
      // A new conversation starts with its own scroll position, typing and pending sends.
      key={selectedId}
      conversationId={selectedId}
      myId={myId}
      onBack={wide ? undefined : () => change({ [CONVERSATION_PARAM]: null })}
    />
  ) : null;

  if (!wide) {
    return (
      conversation ?? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          {list}
        </Paper>
      )
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '320px minmax(0, 1fr)',
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, overflow: 'hidden', height: 'calc(100dvh - 180px)', minHeight: 420 }}
      >
        {list}
      </Paper>
      {conversation ?? (
        <Paper
          variant="outlined"
          sx={{
            borderRadius: 3,
            minHeight: 420,
            height: 'calc(100dvh - 180px)',
            display: 'grid',
            placeContent: 'center',
            justifyItems: 'center',
            gap: 1,
            p: 3,
            textAlign: 'center',
          }}
        >
          <Forum aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography color="text.secondary">{t('inbox.chooseConversation')}</Typography>
        </Paper>
      )}
    </Box>
  );
}

import {
  CHAT_INBOX_FILTERS,
  type ChatConversationSummary,
  type ChatInboxFilter,
} from '@kapital/shared';
import Forum from '@mui/icons-material/ForumOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ChatTime } from '@/components/chat/chat-message-item.tsx';
import { PagePagination } from '@/components/page-pagination.tsx';
import { PanelError, PanelLoading } from '@/features/admin/shared/components/query-state.tsx';
import { INBOX_PAGE_SIZE, useConversations } from '../api/get-conversations.ts';
import { useAdminChatText } from '../i18n.ts';
import {
  INBOX_EMPTY_TEXT,
  INBOX_FILTER_LABELS,
  messagePreview,
  waitingFor,
} from '../lib/inbox-text.ts';

interface ConversationListProps {
  filter: ChatInboxFilter;
  page: number;
  selectedId: string | null;
  onFilterChange: (filter: ChatInboxFilter) => void;
  onPageChange: (page: number) => void;
  onSelect: (conversationId: string) => void;
}

/** The inbox's left column: the filters as tabs, then the conversations, newest activity first. */
export function ConversationList({
  filter,
  page,
  selectedId,
  onFilterChange,
  onPageChange,
  onSelect,
}: ConversationListProps) {
  const { t } = useAdminChatText();
  const conversations = useConversations(filter, page);
  const data = conversations.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Tabs
        value={filter}
        onChange={(_, value: ChatInboxFilter) => onFilterChange(value)}
        variant="fullWidth"
        aria-label={t('inbox.filtersLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {CHAT_INBOX_FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(INBOX_FILTER_LABELS[value])}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {conversations.isPending ? (
          <PanelLoading label={t('inbox.loading')} />
        ) : conversations.isError && !data ? (
          <Box sx={{ p: 1 }}>
            <PanelError
              error={conversations.error}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isFetching}
            />
          </Box>
        ) : data && data.items.length === 0 ? (
          <Box sx={{ p: 3, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
            <Forum aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography variant="body2" color="text.secondary">
              {t(INBOX_EMPTY_TEXT[filter])}
            </Typography>
          </Box>
        ) : (
          <List aria-label={t('inbox.listLabel')} data-testid="chat-inbox-list" disablePadding>
            {data?.items.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                onSelect={onSelect}
              />
            ))}
          </List>
        )}
        {data ? (
          <PagePagination
            pages={Math.ceil(data.total / INBOX_PAGE_SIZE)}
            page={page}
            onPageChange={onPageChange}
            mt={1}
          />
        ) : null}
      </Box>
    </Box>
  );
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ChatConversationSummary;
  selected: boolean;
  onSelect: (conversationId: string) => void;
}) {
  const { t } = useAdminChatText();
  const { user, lastMessage, unread, waitingSince, assignedTo, status } = conversation;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        aria-label={unread > 0 ? t('inbox.rowUnread', { name: user.name, unread }) : user.name}
        onClick={() => onSelect(conversation.id)}
        data-testid="chat-inbox-row"
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              variant="subtitle2"
              noWrap
              sx={{ flex: 1, minWidth: 0, fontWeight: unread > 0 ? 700 : 500 }}
            >
              {user.name}
            </Typography>
            {lastMessage ? <ChatTime iso={lastMessage.date} /> : null}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {lastMessage ? messagePreview(lastMessage.text, t) : t('inbox.noMessages')}
            </Typography>
            {unread > 0 ? (
              // The row's name says "N unread" to screen readers; this is the eye's version.
              <Box
                component="span"
                aria-hidden
                data-testid="chat-inbox-unread"
                sx={{
                  minWidth: 20,
                  height: 20,
                  px: 0.75,
                  borderRadius: 10,
                  bgcolor: 'error.main',
                  color: 'error.contrastText',
                  fontSize: 12,
                  fontWeight: 700,
                  lineHeight: '20px',
                  textAlign: 'center',
                }}
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {status === 'resolved'
              ? t('inbox.resolved')
              : waitingSince
                ? t('inbox.waiting', { time: waitingFor(waitingSince, t) })
                : t('inbox.answered')}
            {assignedTo
              ? ` · ${assignedTo.name}`
              : status === 'open'
                ? ` · ${t('inbox.unassigned')}`
                : ''}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

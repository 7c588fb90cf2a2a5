import type { Notification } from '@kapital/shared';
import DoneIcon from '@mui/icons-material/DoneOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-error.ts';
import { useNotificationsText } from '../i18n.ts';
import { notificationTarget } from '../lib/notification-link.ts';
import { shortRelativeTime } from '../lib/relative-time.ts';

interface NotificationListProps {
  /** undefined while the first answer loads. */
  items: Notification[] | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onMarkRead: (id: string) => void;
  /** Runs when a notice's link is followed, e.g. to close the popover. */
  onFollow?: () => void;
  /** Skeleton rows shown while loading. */
  loadingRows?: number;
}

/**
 * Notices newest first, each a link to what it is about; following an unread one marks it read.
 * With the loading, failed and empty states.
 */
export function NotificationList({
  items,
  error,
  onRetry,
  retrying,
  onMarkRead,
  onFollow,
  loadingRows = 3,
}: NotificationListProps) {
  const { t } = useNotificationsText();
  if (items === undefined && error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadError', { reason: errorMessage(error) })}
      </Alert>
    );
  }
  if (items === undefined) {
    return (
      <Box role="status" aria-label={t('list.loading')}>
        {Array.from({ length: loadingRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Box key={index} sx={{ px: 2, py: 1.5 }}>
            <Skeleton width="85%" />
            <Skeleton width="30%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Box sx={{ px: 3, py: 4, textAlign: 'center', color: 'text.secondary' }}>
        <NotificationsNone sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography>{t('list.empty')}</Typography>
      </Box>
    );
  }
  return (
    <List aria-label={t('list.label')} disablePadding>
      {items.map((item, index) => (
        <NotificationRow
          key={item.id}
          item={item}
          divider={index < items.length - 1}
          onMarkRead={onMarkRead}
          onFollow={onFollow}
        />
      ))}
    </List>
  );
}

interface NotificationRowProps {
  item: Notification;
  divider: boolean;
  onMarkRead: (id: string) => void;
  onFollow: (() => void) | undefined;
}

function NotificationRow({ item, divider, onMarkRead, onFollow }: NotificationRowProps) {
  const { t } = useNotificationsText();
  const unread = item.readAt === null;
  const when = shortRelativeTime(item.createdAt, t);
  return (
    <ListItem
      disablePadding
      divider={divider}
      data-testid="notification-item"
      data-unread={unread}
      secondaryAction={
        unread ? (
          <Tooltip title={t('list.markRead')}>
            <IconButton
              edge="end"
              aria-label={t('list.markRead')}
              onClick={() => onMarkRead(item.id)}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton
        component={RouterLink}
        to={notificationTarget(item.link)}
        aria-label={t(unread ? 'list.unreadItemLabel' : 'list.itemLabel', {
          text: item.text,
          when,
        })}
        onClick={() => {
          // The read request carries on while the app moves to the notice's page.
          if (unread) onMarkRead(item.id);
          onFollow?.();
        }}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 8,
            height: 8,
            mt: 1,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400 }}>
            {item.text}
          </Typography>
          <Typography
            component="time"
            dateTime={item.createdAt}
            variant="caption"
            color="text.secondary"
          >
            {when}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

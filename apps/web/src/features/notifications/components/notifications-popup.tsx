import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotificationsText } from '../i18n.ts';
import { NotificationList } from './notification-list.tsx';

/** How many of the newest notices the popover lists; "See all" shows the rest. */
const POPOVER_ITEMS = 8;

interface NotificationsPopupProps {
  userId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  titleId: string;
}

/**
 * What the bell opens: the newest notices, "Mark all as read" and "See all". A popover under the
 * bell, a bottom sheet on phones; modal, so focus stays inside and goes back to the bell on
 * close, and Escape or a click outside closes it. Downloaded on the first open, not with every signed-in page (NotificationBell).
 */
export function NotificationsPopup({
  userId,
  anchorEl,
  open,
  onClose,
  titleId,
}: NotificationsPopupProps) {
  const { t } = useNotificationsText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const list = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const unread = list.data?.unread ?? 0;

  const content: ReactNode = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('popup.title')}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Box>
      {markAll.isError ? (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, pb: 1 }}>
          {t('markReadFailed')}
        </Typography>
      ) : null}
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
        <NotificationList
          items={list.data?.items.slice(0, POPOVER_ITEMS)}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          onMarkRead={(id) => markRead.mutate(id)}
          onFollow={onClose}
        />
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button component={RouterLink} to={paths.notifications} onClick={onClose} fullWidth>
          {t('popup.seeAll')}
        </Button>
      </Box>
    </>
  );

  // The sheet is placed by hand, not by MUI's Popover or Drawer: those would each become one more
  // shared chunk whose name every page's entry lists, the sign-in page's included (decision 008).
  const bell = anchorEl?.getBoundingClientRect();
  const placement = phone
    ? { left: 0, right: 0, bottom: 0, maxHeight: '85dvh', borderRadius: '16px 16px 0 0' }
    : {
        top: (bell?.bottom ?? 56) + 8,
        right: Math.max(8, window.innerWidth - (bell?.right ?? window.innerWidth - 16)),
        width: 380,
        maxHeight: 'min(560px, 80vh)',
      };
  return (
    <Modal open={open} onClose={onClose} slotProps={{ backdrop: { invisible: true } }}>
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        data-testid="notifications-popover"
        elevation={8}
        sx={{
          position: 'fixed',
          display: 'flex',
          flexDirection: 'column',
          outline: 0,
          ...placement,
        }}
      >
        {content}
      </Paper>
    </Modal>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PagePagination } from '@/components/page-pagination.tsx';
import { formatCount } from '@/lib/i18n/format.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotificationsText } from '../i18n.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../lib/notification-keys.ts';
import { NotificationList } from './notification-list.tsx';

/** Every notice, NOTIFICATIONS_PAGE_SIZE a page, newest first; mark one or all read. */
export function NotificationsScreen({ userId }: { userId: string }) {
  const { t } = useNotificationsText();
  const [page, setPage] = useState(1);
  const list = useNotifications(userId, page);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const unread = list.data?.unread ?? 0;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {list.data
            ? t('screen.unreadOfTotal', {
                unread: formatCount(unread),
                total: formatCount(list.data.total),
              })
            : '\u00a0'}
        </Typography>
        <Button
          variant="outlined"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Box>
      {markAll.isError || markRead.isError ? (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {t('markReadFailed')}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <NotificationList
          items={list.data?.items}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          onMarkRead={(id) => markRead.mutate(id)}
          loadingRows={6}
        />
      </Paper>
      <PagePagination mt={2} pages={pages} page={page} onPageChange={setPage} />
    </Box>
  );
}

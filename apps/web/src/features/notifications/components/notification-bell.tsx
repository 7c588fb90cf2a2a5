import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useRef, useState } from 'react';
import { loadChunk } from '@/lib/chunk-load.ts';
import { toast } from '@/lib/toast.ts';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useNotificationsText } from '../i18n.ts';
import { arrivalAnnouncement, bellLabel, unreadBadgeText } from '../lib/unread-badge.ts';

type PopupModule = typeof import('./notification-centre.ts');
let popupLoad: Promise<PopupModule> | undefined;

/**
 * The list, its popover or sheet and the mark-read requests download on the first open (or
 * when the pointer or focus first reaches the bell), not with every signed-in page
 * (docs/decisions/008-bundle-budget.md). A failed download is forgotten, so the next try loads
 * it again.
 */
function loadPopup(): Promise<PopupModule> {
  if (!popupLoad) {
    popupLoad = loadChunk('notification-centre', () => import('./notification-centre.ts'));
    popupLoad.catch(() => {
      popupLoad = undefined;
    });
  }
  return popupLoad;
}

function preloadPopup(): void {
  loadPopup().catch(() => {
    // Opening the list tries again and says so if it fails.
  });
}

/**
 * The header's bell: the unread count from the first page of notices, kept live by the
 * socket's `notifications` message, and arrivals said politely to screen readers.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useNotificationsText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [popup, setPopup] = useState<PopupModule | null>(null);
  const [open, setOpen] = useState(false);
  const unread = useNotifications(userId).data?.unread;
  const count = unread ?? 0;
  const badge = unreadBadgeText(count);

  const lastUnread = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (unread === undefined) return;
    const news = arrivalAnnouncement(lastUnread.current, unread, t);
    lastUnread.current = unread;
    if (news) setAnnouncement(news);
  }, [unread, t]);

  const openList = () => {
    setOpen(true);
    loadPopup().then(
      (loaded) => setPopup(() => loaded),
      () => {
        setOpen(false);
        toast.error(t('bell.loadFailed'));
      },
    );
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={bellLabel(count, t)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openList}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        // A phone's header is full: the bell keeps its 24 px icon with less room around it.
        sx={{ p: { xs: 0.5, sm: 1 } }}
      >
        <Badge
          color="error"
          // At 0 the badge hides (MUI keeps its last text for the fade, scaled to nothing).
          badgeContent={badge ? <span data-testid="notifications-badge">{badge}</span> : null}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {popup ? (
        <popup.NotificationsPopup
          userId={userId}
          anchorEl={buttonRef.current}
          open={open}
          onClose={() => setOpen(false)}
          titleId={titleId}
        />
      ) : null}
    </>
  );
}

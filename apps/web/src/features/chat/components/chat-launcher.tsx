import Chat from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { unreadOf } from '@/lib/chat/chat-messages.ts';
import { useChatHistory } from '../api/get-chat-history.ts';
import { useChatText } from '../i18n.ts';
import { useUnreadTitle } from '../lib/use-unread-title.ts';
import { ChatPanel, type ChatPlacement } from './chat-panel.tsx';
import { useChatLiveUpdates } from './use-chat-live-updates.ts';

/** `?chat=open` in the address opens the panel (a staff reply's notice links there). */
export const CHAT_OPEN_PARAM = 'chat';
const CHAT_OPEN_VALUE = 'open';

/**
 * The count is in the button's name already, so screen readers skip the badge; tests find it
 * by its id. (A named object, as MUI's slot types do not list data attributes.)
 */
const UNREAD_BADGE_PROPS = { 'aria-hidden': true, 'data-testid': 'chat-unread-badge' };

/** The chat button's accessible name, with the unread count when there is one. */
export function chatButtonLabel(t: TFunction<'chat'>, open: boolean, unread: number): string {
  if (open) return t('launcher.close');
  return unread > 0 ? t('launcher.openWithUnread', { count: unread }) : t('launcher.open');
}

/** Room the floating button takes from the page's right edge: its width, offset and a gap. */
export const CHAT_BUTTON_ROOM = 56 + 24 + 8;

interface ChatLauncherProps {
  userId: string;
  placement: ChatPlacement;
  /** Held by the shell, so the panel stays open when the button moves with the screen's width. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the panel closes and there is no button here to return to. */
  onClosedElsewhere?: () => void;
}

/**
 * The live chat button and its panel: floating in the corner where the page keeps a gutter
 * free for it (CHAT_BUTTON_ROOM), in the header on tablets, and in the menu on phones (the
 * shell shows ChatMenuButton there), where a gutter would cost too much width and the header
 * has no room. Either way nothing the person can act on sits under it. Not a modal: the page
 * stays usable beside the panel. Focus moves into the panel when it opens and back to the
 * button (on phones, the page) when it closes; Escape closes.
 */
export function ChatLauncher({
  userId,
  placement,
  open,
  onOpenChange,
  onClosedElsewhere,
}: ChatLauncherProps) {
  const { t } = useChatText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const history = useChatHistory(userId);
  const unread = unreadOf(history.data);
  useChatLiveUpdates(userId);
  useUnreadTitle(open ? 0 : unread);

  const [searchParams, setSearchParams] = useSearchParams();
  const openAsked = searchParams.get(CHAT_OPEN_PARAM) === CHAT_OPEN_VALUE;
  useEffect(() => {
    if (!openAsked) return;
    onOpenChange(true);
    setSearchParams(
      (params) => {
        const rest = new URLSearchParams(params);
        rest.delete(CHAT_OPEN_PARAM);
        return rest;
      },
      { replace: true },
    );
  }, [openAsked, onOpenChange, setSearchParams]);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    onOpenChange(false);
    if (buttonRef.current) buttonRef.current.focus();
    else onClosedElsewhere?.();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-label': chatButtonLabel(t, open, unread),
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'data-testid': 'chat-button',
    onClick: open ? close : () => onOpenChange(true),
    onKeyDown: closeOnEscape,
    children: open ? (
      <Close />
    ) : (
      <Badge
        badgeContent={unreadBadgeText(unread)}
        color="error"
        invisible={unread <= 0}
        slotProps={{ badge: UNREAD_BADGE_PROPS }}
      >
        <Chat />
      </Badge>
    ),
  };
  return (
    <>
      <ChatPanel
        userId={userId}
        ref={panelRef}
        id={panelId}
        placement={placement}
        open={open}
        onClose={close}
        onKeyDown={closeOnEscape}
      />
      {placement === 'menu' ? null : placement === 'header' ? (
        <IconButton {...buttonProps} />
      ) : (
        <Fab
          {...buttonProps}
          color="primary"
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 'speedDial' }}
        />
      )}
    </>
  );
}

/** The phone menu's way into the chat: the menu closes and the panel opens. */
export function ChatMenuButton({ userId, onOpen }: { userId: string; onOpen: () => void }) {
  const { t } = useChatText();
  const unread = unreadOf(useChatHistory(userId).data);
  return (
    <ListItemButton onClick={onOpen} sx={{ mx: 1, mt: 1, borderRadius: 2 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={unreadBadgeText(unread)} color="error" invisible={unread <= 0}>
          <Chat />
        </Badge>
      </ListItemIcon>
      <ListItemText
        primary={t('launcher.menuItem')}
        secondary={unread > 0 ? t('launcher.unread', { count: unread }) : undefined}
      />
    </ListItemButton>
  );
}

/** What the badge shows: the count up to 99, then "99+". */
export function unreadBadgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}

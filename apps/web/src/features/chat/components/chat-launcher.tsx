import Chat from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ChatPanel, type ChatPlacement } from './chat-panel.tsx';

/** Room the floating button takes from the page's right edge: its width, offset and a gap. */
export const CHAT_BUTTON_ROOM = 56 + 24 + 8;

interface ChatLauncherProps {
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
  placement,
  open,
  onOpenChange,
  onClosedElsewhere,
}: ChatLauncherProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

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
    'aria-label': open ? 'Close live chat' : 'Open live chat',
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: open ? close : () => onOpenChange(true),
    onKeyDown: closeOnEscape,
    children: open ? <Close /> : <Chat />,
  };
  return (
    <>
      <ChatPanel
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
export function ChatMenuButton({ onOpen }: { onOpen: () => void }) {
  return (
    <ListItemButton onClick={onOpen} sx={{ mx: 1, mt: 1, borderRadius: 2 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Chat />
      </ListItemIcon>
      <ListItemText primary="Live chat" />
    </ListItemButton>
  );
}

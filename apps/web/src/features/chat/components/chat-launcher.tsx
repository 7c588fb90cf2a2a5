import Chat from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import Fab from '@mui/material/Fab';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ChatPanel } from './chat-panel.tsx';

/**
 * The floating live chat button and its panel. Not a modal: the page stays usable beside it.
 * Focus moves into the panel when it opens and back to the button when it closes; Escape closes.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <ChatPanel
        ref={panelRef}
        id={panelId}
        open={open}
        onClose={close}
        onKeyDown={closeOnEscape}
      />
      <Fab
        ref={buttonRef}
        color="primary"
        aria-label={open ? 'Close live chat' : 'Open live chat'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={open ? close : () => setOpen(true)}
        onKeyDown={closeOnEscape}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: 'speedDial',
        }}
      >
        {open ? <Close /> : <Chat />}
      </Fab>
    </>
  );
}

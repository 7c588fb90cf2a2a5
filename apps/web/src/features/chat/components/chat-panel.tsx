import Close from '@mui/icons-material/Close';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEventHandler, type Ref, useId } from 'react';

/** Where the chat button is: floating in the page's corner, in the header, or in the phone menu. */
export type ChatPlacement = 'corner' | 'header' | 'menu';

/** Above the floating button, or under the header, at the button's side. */
const PANEL_POSITION = {
  corner: { right: 24, left: 'auto', bottom: 96, width: 360 },
  header: { right: 24, left: 'auto', top: 72, width: 360 },
  menu: { right: 16, left: 16, top: 72, width: 'auto' },
} as const;

interface ChatPanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  placement: ChatPlacement;
  open: boolean;
  onClose: () => void;
  onKeyDown: KeyboardEventHandler;
}

/** The seed's 'Live Chat' panel. Messaging arrives in a later issue; until then it says so. */
export function ChatPanel({ ref, id, placement, open, onClose, onKeyDown }: ChatPanelProps) {
  const titleId = useId();
  const origin = placement === 'corner' ? 'bottom right' : 'top right';
  return (
    <Grow in={open} unmountOnExit style={{ transformOrigin: origin }}>
      <Paper
        ref={ref}
        id={id}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        elevation={8}
        sx={{
          position: 'fixed',
          ...PANEL_POSITION[placement],
          zIndex: 'speedDial',
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            pl: 2.5,
            pr: 1,
            py: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
            Live Chat
          </Typography>
          <IconButton aria-label="Close live chat" onClick={onClose} sx={{ color: 'inherit' }}>
            <Close />
          </IconButton>
        </Box>
        <Box
          sx={{
            px: 3,
            py: 5,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 1.5,
          }}
        >
          <SupportAgent aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 600 }}>Messaging is coming soon</Typography>
          <Typography variant="body2" color="text.secondary">
            You will chat with our support team right here, with replies as they arrive.
          </Typography>
        </Box>
      </Paper>
    </Grow>
  );
}

import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type KeyboardEventHandler, lazy, type Ref, Suspense, useId } from 'react';
import { ChatSkeleton } from '@/components/chat/chat-skeleton.tsx';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { useChatText } from '../i18n.ts';

/** Where the chat button is: floating in the page's corner, in the header, or in the phone menu. */
export type ChatPlacement = 'corner' | 'header' | 'menu';

/** Above the floating button, or under the header, at the button's side; a phone's whole screen. */
const PANEL_POSITION = {
  corner: {
    right: 24,
    left: 'auto',
    bottom: 96,
    width: 380,
    height: 'min(600px, calc(100dvh - 120px))',
    borderRadius: 3,
  },
  header: {
    right: 24,
    left: 'auto',
    top: 72,
    width: 380,
    height: 'min(600px, calc(100dvh - 96px))',
    borderRadius: 3,
  },
  menu: { inset: 0, width: 'auto', height: '100dvh', borderRadius: 0 },
} as const;

// The conversation (text field, list, images) downloads when the panel first opens, not with
// every page (docs/decisions/008-bundle-budget.md).
const ChatConversation = lazy(async () => ({
  default: (await import('./chat-conversation.tsx')).ChatConversation,
}));

interface ChatPanelProps {
  userId: string;
  ref: Ref<HTMLDivElement>;
  id: string;
  placement: ChatPlacement;
  open: boolean;
  onClose: () => void;
  onKeyDown: KeyboardEventHandler;
}

/** The seed's 'Live Chat' panel: the conversation with support, beside the page (not a modal). */
export function ChatPanel({
  userId,
  ref,
  id,
  placement,
  open,
  onClose,
  onKeyDown,
}: ChatPanelProps) {
  const { t } = useChatText();
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
        data-testid="chat-panel"
        sx={{
          position: 'fixed',
          ...PANEL_POSITION[placement],
          // Above the app bar on a phone, where the panel is the whole screen.
          zIndex: placement === 'menu' ? 'modal' : 'speedDial',
          overflow: 'hidden',
          border: placement === 'menu' ? 0 : 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
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
            flexShrink: 0,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
            {t('panel.title')}
          </Typography>
          <IconButton aria-label={t('launcher.close')} onClick={onClose} sx={{ color: 'inherit' }}>
            <Close />
          </IconButton>
        </Box>
        {/* React remembers a failed download of the code: only a reload tries it again. */}
        <ErrorBoundary
          fallback={() => (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                  {t('panel.reload')}
                </Button>
              }
            >
              {t('panel.loadFailed')}
            </Alert>
          )}
        >
          <Suspense fallback={<ChatSkeleton />}>
            <ChatConversation userId={userId} open={open} />
          </Suspense>
        </ErrorBoundary>
      </Paper>
    </Grow>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Under the messages: "… is typing" while the other side types, in a status region a screen
 * reader announces, keeping its height so the list does not jump.
 */
export function ChatTypingStatus({ text }: { text: string | null }) {
  return (
    <Box role="status" sx={{ px: 2, minHeight: 20, flexShrink: 0 }}>
      {text ? (
        <Typography variant="caption" color="text.secondary" data-testid="chat-typing">
          {text}
        </Typography>
      ) : null}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessage } from '@/lib/api-error.ts';

/** The spinner a console panel shows while it loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, px: 1 }}>
      <CircularProgress size={24} aria-hidden />
      <span>{label}</span>
    </Box>
  );
}

/** A failed load, with the server's message and a way to try again. */
export function PanelError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

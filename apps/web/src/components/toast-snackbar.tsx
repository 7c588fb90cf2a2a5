import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { dismissToast, type Toast } from '@/lib/toast.ts';

const AUTO_HIDE_MS = 5_000;

/** One message at the bottom of the screen; it leaves the queue once it has faded out. */
export function ToastSnackbar({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Snackbar
      open={open}
      // The timer pauses while the pointer or focus is on the message; Escape closes it.
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => dismissToast(toast.id) } }}
    >
      <Alert
        variant="filled"
        severity={toast.severity}
        onClose={close}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error.ts';

interface CancelRequestButtonProps {
  /** The button's and the confirming action's words, e.g. "Cancel invoice". */
  label: string;
  title: string;
  /** What cancelling means for the user's money. */
  children: ReactNode;
  /** The cancel mutation: its state drives the dialog. */
  cancel: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Sends the cancellation; call `closeDialog` once it succeeds. */
  onConfirm: (closeDialog: () => void) => void;
}

/**
 * Cancels the user's own deposit or withdrawal, asked once more in a dialog because it cannot
 * be undone. "Keep it" has the focus, so a stray Enter changes nothing.
 */
export function CancelRequestButton({
  label,
  title,
  children,
  cancel,
  onConfirm,
}: CancelRequestButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{children}</DialogContentText>
          {cancel.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(cancel.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={cancel.isPending} autoFocus>
            {t('actions.keepIt')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={cancel.isPending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

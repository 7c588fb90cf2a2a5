import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '@/lib/api-error.ts';
import { useSecurityText } from '../i18n.ts';

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's words, e.g. "End session". */
  confirmLabel: string;
  /** The request's state: the dialog stays while it is on its way and shows why it failed. */
  action: { isPending: boolean; error: unknown };
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once more before something that cannot be undone from here (removing a passkey, ending
 * a session). "Cancel" has the focus, so a stray Enter changes nothing.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel,
  action,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  const { t } = useSecurityText();
  const titleId = useId();
  const close = () => {
    if (!action.isPending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {action.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(action.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={action.isPending} autoFocus>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" loading={action.isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useShellText } from '../i18n.ts';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs once the dialog has gone, e.g. to give focus back to the button that opened it. */
  onExited: () => void;
}

/** The seed's confirmation: Yes signs out (the signed-in area then leaves for /login). */
export function LogoutDialog({ open, onClose, onExited }: LogoutDialogProps) {
  const { t } = useShellText();
  const titleId = useId();
  const questionId = useId();
  const signOut = useSignOut();
  const confirm = () =>
    signOut.mutate(undefined, {
      onError: (error) => {
        onClose();
        toast.error(t('logout.failed', { message: errorMessage(error) }));
      },
    });

  return (
    <Dialog
      open={open}
      onClose={signOut.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId}>{t('logout.question')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={signOut.isPending}>
          {t('logout.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={signOut.isPending} autoFocus>
          {t('logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

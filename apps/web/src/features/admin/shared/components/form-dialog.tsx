import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useAdminText } from '@/features/admin/i18n.ts';

interface FormDialogProps {
  open?: boolean;
  title: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error' | 'success';
  busy: boolean;
  /** A refusal that names no field, shown above the fields. */
  formError?: string | null;
  onSubmit: FormEventHandler;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Runs once the dialog has closed, e.g. to clear the form for the next time. */
  onExited?: () => void;
  children: ReactNode;
}

/**
 * A console form in a dialog: title, fields, then Cancel and the submit button. It cannot be
 * dismissed while its request is on its way, so a decision is never left half known.
 */
export function FormDialog({
  open = true,
  title,
  submitLabel,
  submitColor = 'primary',
  busy,
  formError = null,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  fullScreen = false,
  onExited,
  children,
}: FormDialogProps) {
  const { t } = useAdminText();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      {/* A flex column, so the fields scroll between a title and buttons that stay in view. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { backupCodesBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormCurrentPasswordField } from '@/components/form/form-current-password-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { WRONG_PASSWORD_FIELD } from '@/lib/wrong-password-field.ts';
import { useRenewBackupCodes } from '../api/renew-backup-codes.ts';
import { useSecurityText } from '../i18n.ts';
import { BackupCodesPanel } from './backup-codes-panel.tsx';

const FIELDS = ['password'] as const;

interface NewBackupCodesDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/** New backup codes for the password: the old ones stop working, the new ones are shown once. */
export function NewBackupCodesDialog({ open, email, onClose }: NewBackupCodesDialogProps) {
  const { t } = useSecurityText();
  const titleId = useId();
  const renew = useRenewBackupCodes();
  const form = useForm({ resolver: zodResolver(backupCodesBody), defaultValues: { password: '' } });
  const codes = renew.data?.backupCodes;

  const onSubmit = form.handleSubmit((body) =>
    renew.mutate(body, {
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, WRONG_PASSWORD_FIELD)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );
  // Once the new codes are on screen, only "I have saved them" closes the dialog.
  const close = () => {
    if (!renew.isPending && !codes) onClose();
  };
  const alert = formLevelError(renew.error, FIELDS, WRONG_PASSWORD_FIELD);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="new-backup-codes"
    >
      <DialogTitle id={titleId}>
        {codes ? t('newBackupCodes.shownTitle') : t('newBackupCodes.title')}
      </DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <BackupCodesPanel codes={codes} account={email} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('backupCodes.saved')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <Typography>{t('newBackupCodes.intro')}</Typography>
            {alert ? <Alert severity="error">{alert}</Alert> : null}
            <FormCurrentPasswordField
              control={form.control}
              name="password"
              email={email}
              autoFocus
              required
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={renew.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={renew.isPending}>
              {t('newBackupCodes.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

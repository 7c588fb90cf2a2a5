import { zodResolver } from '@hookform/resolvers/zod';
import { passkeyNameField } from '@kapital/shared';
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
import { z } from 'zod';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { useSecurityText } from '../i18n.ts';

const FIELDS = ['name'] as const;
const nameForm = z.object({ name: passkeyNameField });

interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Adding a passkey: a name to tell it apart later, then the browser's own prompt (fingerprint,
 * face, screen lock or security key). Cancelling the prompt adds nothing and says so.
 */
export function AddPasskeyDialog({ open, onClose }: AddPasskeyDialogProps) {
  const { t } = useSecurityText();
  const titleId = useId();
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(nameForm), defaultValues: { name: '' } });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(t('addPasskey.added', { name: values.name }));
        onClose();
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );
  const close = () => {
    if (!add.isPending) onClose();
  };
  const alert = formLevelError(add.error, FIELDS);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="add-passkey"
    >
      <DialogTitle id={titleId}>{t('passkeys.add')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Typography>{t('addPasskey.intro')}</Typography>
          {alert ? (
            <Alert severity="error" data-testid="add-passkey-error">
              {alert}
            </Alert>
          ) : null}
          <FormTextField
            control={form.control}
            name="name"
            label={t('addPasskey.nameLabel')}
            helperText={t('addPasskey.nameHelp')}
            autoComplete="off"
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={add.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('continue')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

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
  const titleId = useId();
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(nameForm), defaultValues: { name: '' } });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(`Passkey "${values.name}" added`);
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
      <DialogTitle id={titleId}>Add a passkey</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Typography>
            Name it after the device that keeps it. Your browser then asks you to confirm with your
            fingerprint, face, screen lock or security key.
          </Typography>
          {alert ? (
            <Alert severity="error" data-testid="add-passkey-error">
              {alert}
            </Alert>
          ) : null}
          <FormTextField
            control={form.control}
            name="name"
            label="Passkey name"
            helperText='For example "My phone" or "Work laptop"'
            autoComplete="off"
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Continue
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

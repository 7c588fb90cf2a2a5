import { zodResolver } from '@hookform/resolvers/zod';
import { disableTwoFactorBody } from '@kapital/shared';
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
import { SecondStepField } from '@/components/second-step/second-step-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { isSecondStepRefusal, useSecondStep } from '@/lib/second-step.ts';
import { toast } from '@/lib/toast.ts';
import { WRONG_PASSWORD_FIELD } from '@/lib/wrong-password-field.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useSecurityText } from '../i18n.ts';

const FIELDS = ['password'] as const;

interface TurnOffTwoFactorDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/**
 * Turning two-step sign-in off: the password and a fresh second step (a code from the app, or a
 * passkey), so that someone who learns the password cannot take the code away.
 */
export function TurnOffTwoFactorDialog({ open, email, onClose }: TurnOffTwoFactorDialogProps) {
  const { t } = useSecurityText();
  const titleId = useId();
  const disable = useDisableTwoFactor();
  const step = useSecondStep('two-factor-off');
  const form = useForm({
    resolver: zodResolver(disableTwoFactorBody),
    defaultValues: { password: '' },
  });
  const busy = disable.isPending || step.proving !== null;

  const onSubmit = form.handleSubmit(async (body) => {
    disable.reset();
    let secondStep: Record<string, string>;
    try {
      secondStep = await step.prove();
    } catch {
      return; // The step's field says why.
    }
    disable.mutate(
      { body, secondStep },
      {
        onSuccess: () => {
          toast.success(t('turnOff.done'));
          onClose();
        },
        onError: (error) => {
          if (step.refused(error)) return;
          for (const [field, message] of serverFieldErrors(error, FIELDS, WRONG_PASSWORD_FIELD)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const close = () => {
    if (!busy) onClose();
  };
  const alert = isSecondStepRefusal(disable.error)
    ? null
    : formLevelError(disable.error, FIELDS, WRONG_PASSWORD_FIELD);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="turn-off-two-factor"
    >
      <DialogTitle id={titleId}>{t('turnOff.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Typography>{t('turnOff.warning')}</Typography>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <FormCurrentPasswordField
            control={form.control}
            name="password"
            email={email}
            autoFocus
            required
          />
          <SecondStepField
            step={step}
            onPasskeyConfirmed={() => void onSubmit()}
            disabled={disable.isPending}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('twoFactor.turnOff')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

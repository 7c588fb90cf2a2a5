import { zodResolver } from '@hookform/resolvers/zod';
import {
  confirmTwoFactorBody,
  type EnableTwoFactorResponse,
  enableTwoFactorBody,
  TOTP_DIGITS,
} from '@kapital/shared';
import { SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCurrentPasswordField } from '@/components/form/form-current-password-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { qrCodeDataUrl } from '@/lib/qr-code.ts';
import { toast } from '@/lib/toast.ts';
import { WRONG_PASSWORD_FIELD } from '@/lib/wrong-password-field.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useSecurityText } from '../i18n.ts';
import { BackupCodesPanel } from './backup-codes-panel.tsx';

const PASSWORD_FIELDS = ['password'] as const;
const CODE_FIELDS = ['code'] as const;
const CODE_CODE_FIELDS = { [SECURITY_ERROR_CODES.invalidCode]: 'code' } as const;

interface TurnOnTwoFactorDialogProps {
  open: boolean;
  /** The account's e-mail: for password managers, and in the backup codes' file. */
  email: string;
  onClose: () => void;
}

/**
 * Turning two-step sign-in on, in three steps: the password; the QR code (and the secret as
 * text) for the authenticator app, confirmed by its first code; then the backup codes, shown
 * once. Until the code confirms it, two-step stays off and closing changes nothing.
 */
export function TurnOnTwoFactorDialog({ open, email, onClose }: TurnOnTwoFactorDialogProps) {
  const { t } = useSecurityText();
  const titleId = useId();
  const [setup, setSetup] = useState<EnableTwoFactorResponse | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const busy = enable.isPending || confirm.isPending;

  // The backup codes are on screen only now: only "I have saved them" closes the dialog then.
  const close = () => {
    if (!busy && !confirmed) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="turn-on-two-factor"
    >
      <DialogTitle id={titleId}>{confirmed ? t('turnOn.done') : t('turnOn.title')}</DialogTitle>
      {confirmed && setup ? (
        <>
          <DialogContent>
            <BackupCodesPanel codes={setup.backupCodes} account={email} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {t('backupCodes.saved')}
            </Button>
          </DialogActions>
        </>
      ) : setup ? (
        <ScanStep
          setup={setup}
          pending={confirm.isPending}
          error={confirm.error}
          onConfirm={(code, onError) =>
            confirm.mutate(
              { code },
              {
                onSuccess: () => {
                  setConfirmed(true);
                  toast.success(t('turnOn.done'));
                },
                onError,
              },
            )
          }
          onCancel={close}
        />
      ) : (
        <PasswordStep
          email={email}
          pending={enable.isPending}
          error={enable.error}
          onContinue={(password, onError) =>
            enable.mutate({ password }, { onSuccess: setSetup, onError })
          }
          onCancel={close}
        />
      )}
    </Dialog>
  );
}

interface PasswordStepProps {
  email: string;
  pending: boolean;
  error: unknown;
  onContinue: (password: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

function PasswordStep({ email, pending, error, onContinue, onCancel }: PasswordStepProps) {
  const { t } = useSecurityText();
  const form = useForm({
    resolver: zodResolver(enableTwoFactorBody),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit(({ password }) =>
    onContinue(password, (failure) => {
      for (const [field, message] of serverFieldErrors(
        failure,
        PASSWORD_FIELDS,
        WRONG_PASSWORD_FIELD,
      )) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }),
  );
  const alert = formLevelError(error, PASSWORD_FIELDS, WRONG_PASSWORD_FIELD);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography>{t('turnOn.intro')}</Typography>
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
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('continue')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface ScanStepProps {
  setup: EnableTwoFactorResponse;
  pending: boolean;
  error: unknown;
  onConfirm: (code: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

function ScanStep({ setup, pending, error, onConfirm, onCancel }: ScanStepProps) {
  const { t } = useSecurityText();
  const qrCode = useMemo(() => qrCodeDataUrl(setup.totpUri), [setup.totpUri]);
  const form = useForm({
    resolver: zodResolver(confirmTwoFactorBody),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(({ code }) =>
    onConfirm(code, (failure) => {
      for (const [field, message] of serverFieldErrors(failure, CODE_FIELDS, CODE_CODE_FIELDS)) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    }),
  );
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(t('turnOn.keyCopied'));
    } catch {
      toast.error(t('turnOn.keyNotCopied'));
    }
  };
  const alert = formLevelError(error, CODE_FIELDS, CODE_CODE_FIELDS);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography>{t('turnOn.scan')}</Typography>
        <Box
          component="img"
          src={qrCode}
          alt={t('turnOn.qrCodeAlt')}
          data-testid="totp-qr-code"
          sx={{
            alignSelf: 'center',
            display: 'block',
            width: 196,
            height: 196,
            bgcolor: '#fff',
            borderRadius: 1,
          }}
        />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('turnOn.cannotScan')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography
              data-testid="totp-secret"
              sx={{
                fontFamily: 'monospace',
                fontWeight: 600,
                letterSpacing: '0.08em',
                overflowWrap: 'anywhere',
                minWidth: 0,
              }}
            >
              {setup.secret}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('turnOn.copyKey')}
              onClick={() => void copySecret()}
              sx={{ flexShrink: 0 }}
            >
              <ContentCopy fontSize="small" />
            </IconButton>
          </Box>
        </Box>
        <Typography>{t('turnOn.enterCode', { digits: TOTP_DIGITS })}</Typography>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <FormTextField
          control={form.control}
          name="code"
          label={t('turnOn.codeLabel', { digits: TOTP_DIGITS })}
          autoComplete="one-time-code"
          inputMode="numeric"
          inputProps={{ maxLength: TOTP_DIGITS + 1, spellCheck: false }}
          required
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('twoFactor.turnOn')}
        </Button>
      </DialogActions>
    </Box>
  );
}

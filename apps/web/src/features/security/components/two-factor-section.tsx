import { BACKUP_CODE_COUNT, type SecurityOverview } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSecurityText } from '../i18n.ts';
import { NewBackupCodesDialog } from './new-backup-codes-dialog.tsx';
import { SecuritySection } from './security-section.tsx';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog.tsx';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog.tsx';

/** Few enough backup codes left to suggest new ones. */
const FEW_BACKUP_CODES = 3;

type OpenDialog = 'turn-on' | 'backup-codes' | 'turn-off' | null;

interface TwoFactorSectionProps {
  twoFactor: SecurityOverview['twoFactor'];
  email: string;
}

/** Two-step sign-in: whether it is on, and the ways to turn it on or off and renew backup codes. */
export function TwoFactorSection({ twoFactor, email }: TwoFactorSectionProps) {
  const { t } = useSecurityText();
  const [open, setOpen] = useState<OpenDialog>(null);
  // A new key for every opening, so each dialog starts afresh and still fades out when closed.
  const [opening, setOpening] = useState(0);
  const show = (dialog: OpenDialog) => {
    setOpening((count) => count + 1);
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  const left = twoFactor.backupCodesLeft;

  return (
    <SecuritySection
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      data-testid="two-factor-section"
      action={
        twoFactor.enabled ? (
          <>
            <Button variant="outlined" onClick={() => show('backup-codes')}>
              {t('newBackupCodes.title')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => show('turn-off')}>
              {t('twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => show('turn-on')}>
            {t('twoFactor.turnOn')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Chip
          size="small"
          label={twoFactor.enabled ? t('twoFactor.on') : t('twoFactor.off')}
          color={twoFactor.enabled ? 'success' : 'default'}
          data-testid="two-factor-status"
        />
        <Typography variant="body2" color="text.secondary">
          {twoFactor.enabled
            ? t('twoFactor.backupCodesLeft', { left: left ?? 0, total: BACKUP_CODE_COUNT })
            : t('twoFactor.passwordAlone')}
        </Typography>
      </Box>
      {twoFactor.enabled && left !== null && left <= FEW_BACKUP_CODES ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {left === 0 ? t('twoFactor.noBackupCodesLeft') : t('twoFactor.fewBackupCodesLeft')}
        </Alert>
      ) : null}
      <TurnOnTwoFactorDialog
        key={`on-${opening}`}
        open={open === 'turn-on'}
        email={email}
        onClose={close}
      />
      <NewBackupCodesDialog
        key={`codes-${opening}`}
        open={open === 'backup-codes'}
        email={email}
        onClose={close}
      />
      <TurnOffTwoFactorDialog
        key={`off-${opening}`}
        open={open === 'turn-off'}
        email={email}
        onClose={close}
      />
    </SecuritySection>
  );
}

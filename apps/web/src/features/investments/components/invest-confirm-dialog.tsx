import type { OfferedPackage } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { errorMessage } from '@/lib/api-error.ts';
import { useInvestmentsText } from '../i18n.ts';
import { periodPhrase } from '../lib/durations.ts';
import { usd } from '../lib/investment-amount.ts';
import type { LocalCurrency, Schedule } from '../lib/schedule.ts';
import { ScheduleTotals } from './schedule-totals.tsx';

export interface PendingInvestment {
  amount: bigint;
  schedule: Schedule;
}

interface InvestConfirmDialogProps {
  pkg: OfferedPackage;
  /** What is being confirmed; null keeps the dialog closed. */
  pending: PendingInvestment | null;
  local: LocalCurrency | null;
  sending: boolean;
  /** A failure to show inside the dialog (a retry sends the same Idempotency-Key). */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before money moves: what leaves the wallet, what comes back, and when. */
export function InvestConfirmDialog({
  pkg,
  pending,
  local,
  sending,
  error,
  onConfirm,
  onClose,
}: InvestConfirmDialogProps) {
  const { t } = useInvestmentsText();
  const close = () => {
    if (!sending) onClose();
  };
  const payouts = pending?.schedule.rows.length ?? 0;
  const perPayout = pending?.schedule.rows[0]?.profit ?? 0n;
  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="invest-confirm-title"
    >
      <DialogTitle id="invest-confirm-title">{t('confirmDialog.title')}</DialogTitle>
      {pending ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography data-testid="invest-confirm-summary">
            <Trans
              t={t}
              i18nKey={
                pending.schedule.capitalReturned > 0n
                  ? 'confirmDialog.summaryWithCapital'
                  : 'confirmDialog.summaryWithoutCapital'
              }
              count={payouts}
              values={{
                amount: usd(pending.amount),
                package: pkg.name,
                perPayout: usd(perPayout),
                period: periodPhrase(pkg.periodSeconds, t),
              }}
              components={{ strong: <strong /> }}
            />
          </Typography>
          <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}>
            <ScheduleTotals schedule={pending.schedule} local={local} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('confirmDialog.fixedTerms')}
          </Typography>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={sending}>
          {t('confirmDialog.back')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={sending}>
          {t('confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { OfferedPackage } from '@kapital/shared';
import { periodPhrase } from '@kapital/shared/investments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-error.ts';
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
      <DialogTitle id="invest-confirm-title">Confirm investment</DialogTitle>
      {pending ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography data-testid="invest-confirm-summary">
            You invest <strong>{usd(pending.amount)}</strong> from your wallet in{' '}
            <strong>{pkg.name}</strong>: {payouts} {payouts === 1 ? 'payout' : 'payouts'} of{' '}
            <strong>{usd(perPayout)}</strong> {periodPhrase(pkg.periodSeconds)} into your profit
            fund
            {pending.schedule.capitalReturned > 0n
              ? ', and the capital back in your wallet at the end.'
              : '. The capital is not returned.'}
          </Typography>
          <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}>
            <ScheduleTotals schedule={pending.schedule} local={local} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            The amount leaves your wallet at once. The terms are fixed now: a later change to the
            package does not change this investment.
          </Typography>
          {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={sending}>
          Back
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={sending}>
          Confirm investment
        </Button>
      </DialogActions>
    </Dialog>
  );
}

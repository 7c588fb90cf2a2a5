import type { BankDetails } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { SecondStepField } from '@/components/second-step/second-step-field.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { maskAccountNumber } from '@/lib/mask-account.ts';
import { isSecondStepRefusal, type SecondStep } from '@/lib/second-step.ts';
import { useWithdrawalsText } from '../i18n.ts';
import { usd, type WithdrawalQuote } from '../lib/withdrawal-quote.ts';
import { QuoteLines } from './quote-lines.tsx';

interface WithdrawalConfirmDialogProps {
  /** What is being confirmed; null keeps the dialog closed. */
  quote: WithdrawalQuote | null;
  bank: Omit<BankDetails, 'updatedAt'>;
  sourceLabel: string;
  pending: boolean;
  /** A failure to show inside the dialog (a retry sends the same Idempotency-Key). */
  error: unknown;
  /** The fresh second step, asked here when two-step or a passkey is set up. */
  step: SecondStep;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The last look before money moves: what leaves the fund, the fee, and what the bank gets, and
 * the second step when the account has one. A refusal keeps the dialog, and the amount, open.
 */
export function WithdrawalConfirmDialog({
  quote,
  bank,
  sourceLabel,
  pending,
  error,
  step,
  onConfirm,
  onClose,
}: WithdrawalConfirmDialogProps) {
  const { t } = useWithdrawalsText();
  const busy = pending || step.proving !== null;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={quote !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="wd-confirm-title"
      slotProps={{
        paper: {
          component: 'form',
          // Enter in the code field confirms. The dialog sits inside the amount form in React's
          // tree, so its submit must not reach that form too.
          onSubmit: (event: FormEvent) => {
            event.preventDefault();
            event.stopPropagation();
            if (!busy) onConfirm();
          },
        },
      }}
    >
      <DialogTitle id="wd-confirm-title">{t('confirm.title')}</DialogTitle>
      {quote ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography data-testid="withdrawal-confirm-summary">
            <Trans
              t={t}
              i18nKey="confirm.summary"
              values={{
                amount: usd(quote.amount),
                fund: sourceLabel.toLowerCase(),
                fee: usd(quote.fee),
                net: usd(quote.net),
                bank: `${bank.bankName} ${maskAccountNumber(bank.accountNumber)}`,
              }}
              components={{ strong: <strong /> }}
            />
          </Typography>
          <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}>
            <QuoteLines quote={quote} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('confirm.setAside')}
          </Typography>
          <SecondStepField
            step={step}
            onPasskeyConfirmed={onConfirm}
            disabled={pending}
            autoFocus
          />
          {error && !isSecondStepRefusal(error) ? (
            <Alert severity="error">{errorMessage(error)}</Alert>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('confirm.back')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

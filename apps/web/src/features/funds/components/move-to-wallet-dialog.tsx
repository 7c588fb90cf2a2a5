import type { SideFund } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import { useId, useRef } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { formatAmount, readAmount } from '@/lib/i18n/format.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useMoveToWallet } from '../api/move-to-wallet.ts';
import { useFundsText } from '../i18n.ts';
import { FUND_PAGES } from '../lib/fund-labels.ts';
import { moveAmountProblem } from '../lib/move-amount.ts';

const FIELDS = ['amount'] as const;
const CODE_FIELDS = { [ERROR_CODES.insufficientFunds]: 'amount' } as const;

interface MoveValues {
  amount: string;
}

interface MoveToWalletDialogProps {
  userId: string;
  fund: SideFund;
  balance: string;
  open: boolean;
  onClose: () => void;
}

/** "Move to wallet": any amount of the fund, once per intended move (Idempotency-Key). */
export function MoveToWalletDialog({
  userId,
  fund,
  balance,
  open,
  onClose,
}: MoveToWalletDialogProps) {
  const { t } = useFundsText();
  const move = useMoveToWallet(userId, fund);
  const keys = useRef(new IntentKeys()).current;
  const titleId = useId();
  const { text } = FUND_PAGES[fund];

  // The resolver reads the latest balance: a balance event may change it while the dialog is open.
  const latest = useRef(balance);
  latest.current = balance;
  const resolver: Resolver<MoveValues> = (values): ResolverResult<MoveValues> => {
    const problem = moveAmountProblem(values.amount, latest.current, fund, t);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: { amount: { type: 'validate', message: problem } } };
  };
  const form = useForm<MoveValues>({ resolver, defaultValues: { amount: '' } });

  const close = () => {
    if (!move.isPending) onClose();
  };

  const onSubmit = form.handleSubmit(({ amount }) => {
    // The resolver let only an amount through; the API takes it plain ("1,000" as "1000.00").
    const typed = readAmount(amount);
    if (!typed.ok) return;
    const body = { amount: formatMoney(typed.minor) };
    move.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.reset();
          toast.success(t('moveDialog.moved', { amount: formatAmount(parseMoney(body.amount)) }));
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELDS, CODE_FIELDS)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const alert = formLevelError(move.error, FIELDS, CODE_FIELDS);
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            form.reset();
            move.reset();
            keys.reset();
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('moveDialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <DialogContentText>{t(text.moveExplanation)}</DialogContentText>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <FormTextField
            control={form.control}
            name="amount"
            label={t('moveDialog.amountLabel')}
            required
            autoFocus
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            helperText={t('moveDialog.available', { amount: formatAmount(parseMoney(balance)) })}
            endAdornment={
              <InputAdornment position="end">
                <Button
                  size="small"
                  onClick={() => form.setValue('amount', balance, { shouldValidate: true })}
                  aria-label={t(text.moveAllLabel)}
                >
                  {t('moveDialog.max')}
                </Button>
              </InputAdornment>
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={move.isPending}>
            {t('moveDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={move.isPending}>
            {t('moveDialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

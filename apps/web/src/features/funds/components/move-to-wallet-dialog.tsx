import type { SideFund } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import { formatMoney, formatMoneyDisplay, parseMoney, readTypedMoney } from '@kapital/shared/money';
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
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useMoveToWallet } from '../api/move-to-wallet.ts';
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
  const move = useMoveToWallet(userId, fund);
  const keys = useRef(new IntentKeys()).current;
  const titleId = useId();
  const { name } = FUND_PAGES[fund];

  // The resolver reads the latest balance: a balance event may change it while the dialog is open.
  const latest = useRef(balance);
  latest.current = balance;
  const resolver: Resolver<MoveValues> = (values): ResolverResult<MoveValues> => {
    const problem = moveAmountProblem(values.amount, latest.current, name);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: { amount: { type: 'validate', message: problem } } };
  };
  const form = useForm<MoveValues>({ resolver, defaultValues: { amount: '' } });

  const close = () => {
    if (!move.isPending) onClose();
  };

  const onSubmit = form.handleSubmit(({ amount }) => {
    // The resolver let only an amount through; the API takes it plain ("1,000" as "1000.00").
    const typed = readTypedMoney(amount);
    if (!typed.ok) return;
    const body = { amount: formatMoney(typed.minor) };
    move.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.reset();
          toast.success(`Moved ${formatMoneyDisplay(parseMoney(body.amount))} USD to your wallet.`);
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
        <DialogTitle id={titleId}>Move to wallet</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <DialogContentText>
            The amount leaves your {name.toLowerCase()} and is in your wallet at once, ready to
            invest, trade or withdraw.
          </DialogContentText>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <FormTextField
            control={form.control}
            name="amount"
            label="Amount (USD)"
            required
            autoFocus
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            helperText={`Available: ${formatMoneyDisplay(parseMoney(balance))} USD`}
            endAdornment={
              <InputAdornment position="end">
                <Button
                  size="small"
                  onClick={() => form.setValue('amount', balance, { shouldValidate: true })}
                  aria-label={`Move all of your ${name.toLowerCase()}`}
                >
                  Max
                </Button>
              </InputAdornment>
            }
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={move.isPending}>
            Move to wallet
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ADJUSTABLE_ACCOUNTS, type AdjustableAccount, adjustmentBody } from '@kapital/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { useAdminText } from '@/features/admin/i18n.ts';
import { FormDialog } from '@/features/admin/shared/components/form-dialog.tsx';
import { fundName } from '@/features/admin/shared/lib/console-words.ts';
import { formatUsd } from '@/features/admin/shared/lib/format.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { readingTypedAmounts } from '@/lib/typed-amounts.ts';
import { useAdjustFund } from '../api/adjust-fund.ts';

const FIELDS = ['account', 'direction', 'amount', 'reason'] as const;

interface AdjustFundDialogProps {
  userId: string;
  userName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Credit or debit one of a user's funds with a reason. Each intended movement has its own
 * Idempotency-Key, kept when the same submit is retried, so money moves once.
 */
export function AdjustFundDialog({ userId, userName, open, onClose }: AdjustFundDialogProps) {
  const { t } = useAdminText();
  const adjust = useAdjustFund(userId);
  const keys = useRef(new IntentKeys()).current;
  const form = useForm({
    resolver: zodResolver(readingTypedAmounts(adjustmentBody, ['amount'])),
    defaultValues: {
      account: 'wallet' as AdjustableAccount,
      direction: 'credit' as 'credit' | 'debit',
      amount: '',
      reason: '',
    },
  });

  const close = () => {
    if (adjust.isPending) return;
    onClose();
  };

  const onSubmit = form.handleSubmit((body) => {
    const idempotencyKey = keys.keyFor(body);
    adjust.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (result) => {
          keys.reset();
          const moved = {
            amount: formatUsd(body.amount),
            fund: fundName(t, result.account),
            balance: formatUsd(result.balance),
          };
          toast.success(
            body.direction === 'credit'
              ? t('adjustFund.credited', moved)
              : t('adjustFund.debited', moved),
          );
          onClose();
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELDS, {
            INSUFFICIENT_FUNDS: 'amount',
          })) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const formError = formLevelError(adjust.error, FIELDS, { INSUFFICIENT_FUNDS: 'amount' });

  return (
    <FormDialog
      open={open}
      title={t('adjustFund.title', { userName })}
      submitLabel={t('adjustFund.submit')}
      busy={adjust.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onClose={close}
      maxWidth="xs"
      onExited={() => {
        form.reset();
        adjust.reset();
        keys.reset();
      }}
    >
      <Controller
        control={form.control}
        name="account"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="adjust-account-label">{t('adjustFund.fund')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="adjust-account-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {ADJUSTABLE_ACCOUNTS.map((account) => (
                <FormControlLabel
                  key={account}
                  value={account}
                  control={<Radio />}
                  label={fundName(t, account)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="direction"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="adjust-direction-label">{t('adjustFund.movement')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="adjust-direction-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="credit" control={<Radio />} label={t('adjustFund.credit')} />
              <FormControlLabel value="debit" control={<Radio />} label={t('adjustFund.debit')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={form.control}
        name="amount"
        label={t('adjustFund.amount')}
        required
        inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('adjustFund.reason')}
        required
        multiline
        minRows={2}
        helperText={t('adjustFund.reasonHelp')}
      />
    </FormDialog>
  );
}

import type { PublicSettings, WithdrawalTerms } from '@kapital/shared';
import { BASE_CURRENCY, type CashFund, type Currency } from '@kapital/shared/constants';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import { currencyRates, displayBalance } from '@kapital/shared/rates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type Resolver, type ResolverResult, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { numberSeparators } from '@/lib/i18n/format.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { useSecondStep } from '@/lib/second-step.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawalsText } from '../i18n.ts';
import { FUND_KEYS } from '../lib/labels.ts';
import { receiptPath } from '../lib/receipt-path.ts';
import { AMOUNT_REFUSALS, isStandingRefusal } from '../lib/refusal-fix.ts';
import {
  amountProblem,
  describeFee,
  quoteWithdrawal,
  usd,
  type WithdrawalQuote,
} from '../lib/withdrawal-quote.ts';
import { QuoteLines } from './quote-lines.tsx';
import { WithdrawalConfirmDialog } from './withdrawal-confirm-dialog.tsx';
import { WithdrawalRefusal } from './withdrawal-refusal.tsx';

interface WithdrawalFormProps {
  userId: string;
  source: CashFund;
  terms: WithdrawalTerms;
  currency: Currency | null;
  settings: PublicSettings | null;
  onRefused: () => void;
}

interface AmountValues {
  amount: string;
}

/**
 * The amount, priced live with the server's own fee rule, then a confirmation; the request
 * carries one Idempotency-Key per intended withdrawal, so a retry cannot withdraw twice.
 */
export function WithdrawalForm({
  userId,
  source,
  terms,
  currency,
  settings,
  onRefused,
}: WithdrawalFormProps) {
  const { t } = useWithdrawalsText();
  const navigate = useNavigate();
  const create = useCreateWithdrawal(userId);
  const step = useSecondStep('withdrawal');
  const keys = useRef(new IntentKeys()).current;
  const [confirming, setConfirming] = useState<WithdrawalQuote | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const sourceLabel = t(FUND_KEYS[source]);
  const balance = terms.balances[source];
  const blocked = terms.blockers.length > 0 || terms.bank === null;

  // The resolver reads the latest terms: a balance event refreshes them while the form is open.
  const latest = useRef({ terms, balance, sourceLabel, t });
  latest.current = { terms, balance, sourceLabel, t };
  const resolver: Resolver<AmountValues> = (values): ResolverResult<AmountValues> => {
    const { terms: current, balance: available, sourceLabel: label, t: text } = latest.current;
    const problem = amountProblem(values.amount, current, available, label, text);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: { amount: { type: 'validate', message: problem } } };
  };
  const form = useForm<AmountValues>({ resolver, defaultValues: { amount: '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const quote = quoteWithdrawal(amount, terms);

  const netLocal = (() => {
    if (!quote || quote.net <= 0n) return null;
    const local = displayBalance(
      formatMoney(quote.net),
      currency,
      currencyRates(settings),
      numberSeparators(),
    );
    return local.currency === BASE_CURRENCY ? null : `${local.amount} ${local.currency}`;
  })();

  const onContinue = form.handleSubmit(({ amount: text }) => {
    setRefusal(null);
    create.reset();
    step.reset();
    setConfirming(quoteWithdrawal(text, terms));
  });

  const onConfirm = async () => {
    if (!confirming) return;
    const body = { source, amount: formatMoney(confirming.amount) };
    create.reset();
    let secondStep: Record<string, string>;
    try {
      secondStep = await step.prove();
    } catch {
      return; // The step's field says why.
    }
    create.mutate(
      { body, idempotencyKey: keys.keyFor(body), secondStep },
      {
        onSuccess: (withdrawal) => {
          keys.reset();
          toast.success(t('form.requested', { number: withdrawal.number }));
          void navigate(receiptPath(withdrawal.id));
        },
        onError: (error) => {
          if (step.refused(error)) return;
          const amountErrors = serverFieldErrors(error, ['amount'] as const, AMOUNT_REFUSALS);
          if (amountErrors.length > 0) {
            setConfirming(null);
            for (const [field, message] of amountErrors) {
              form.setError(field, { type: 'server', message }, { shouldFocus: true });
            }
          } else if (isStandingRefusal(error)) {
            setConfirming(null);
            setRefusal(error);
            onRefused();
          }
        },
      },
    );
  };

  const setMax = () => {
    form.setValue('amount', balance, { shouldValidate: true });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onContinue}
      aria-labelledby="withdrawal-form-heading"
    >
      <Typography id="withdrawal-form-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('form.terms', {
          min: usd(parseMoney(terms.min)),
          fee: describeFee(terms.feeBps, terms.feeFixed, t),
        })}
      </Typography>
      <Stack spacing={2.5}>
        {refusal ? <WithdrawalRefusal error={refusal} /> : null}
        <FormTextField
          control={form.control}
          name="amount"
          label={t('form.amountLabel')}
          required
          disabled={blocked}
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          helperText={t('form.available', {
            fund: sourceLabel.toLowerCase(),
            amount: usd(parseMoney(balance)),
          })}
          endAdornment={
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={setMax}
                disabled={blocked}
                aria-label={t('form.withdrawAll', { fund: sourceLabel.toLowerCase() })}
              >
                {t('form.max')}
              </Button>
            </InputAdornment>
          }
        />
        <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}>
          <QuoteLines quote={quote && quote.net > 0n ? quote : null} netLocal={netLocal} />
        </Box>
        {blocked ? (
          <Alert severity="info" variant="outlined">
            {t('form.blocked')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={blocked}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('form.continue')}
          </Button>
        </Box>
      </Stack>
      {terms.bank ? (
        <WithdrawalConfirmDialog
          quote={confirming}
          bank={terms.bank}
          sourceLabel={sourceLabel}
          pending={create.isPending}
          error={create.error}
          step={step}
          onConfirm={() => void onConfirm()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Box>
  );
}

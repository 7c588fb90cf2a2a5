import { zodResolver } from '@hookform/resolvers/zod';
import { createDepositBody, type PaymentMethod, typedMoneyInput } from '@kapital/shared';
import { currencyRates } from '@kapital/shared/rates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { numberSeparators } from '@/lib/i18n/format.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { useSignedIn } from '@/lib/signed-in-context.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { useDepositsText } from '../i18n.ts';
import { formatLimits, limitProblem, localEquivalent } from '../lib/deposit-amount.ts';
import { balanceInvoicePath } from '../lib/deposit-paths.ts';
import { PaymentMethodOption } from './payment-method-option.tsx';

const FIELDS = ['amount', 'methodId'] as const;
const cardSx = { p: { xs: 2.5, sm: 3 }, borderRadius: 3 };

/**
 * The contract's body with the amount as people type it ("1,000.50", sent as "1000.50"), which
 * must fall in the range the server gives for the chosen method (its limits and the settings'
 * together).
 */
function depositFormSchema(methods: PaymentMethod[], t: TFunction<'deposits'>) {
  return createDepositBody
    .extend({ amount: typedMoneyInput(numberSeparators()) })
    .superRefine((body, context) => {
      const method = methods.find((candidate) => candidate.id === body.methodId);
      const problem = method ? limitProblem(body.amount, method, t) : null;
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

function localHint(currency: string | null, t: TFunction<'deposits'>): string {
  return currency && currency !== 'USD'
    ? t('addBalanceForm.localHint', { currency })
    : t('addBalanceForm.usdHint');
}

/** /add-balance: choose a payment method and an amount, and get an invoice to pay. */
export function AddBalanceForm({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useDepositsText();
  const { me } = useSignedIn();
  const userId = me.profile.uid;
  const navigate = useNavigate();
  const create = useCreateDeposit(userId);
  const intentKeys = useRef(new IntentKeys());
  const schema = useMemo(() => depositFormSchema(methods, t), [methods, t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', methodId: methods.length === 1 ? (methods[0]?.id ?? '') : '' },
  });
  const methodField = useController({ control: form.control, name: 'methodId' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const chosen = methods.find((method) => method.id === methodField.field.value) ?? null;
  const local = localEquivalent(amount, me.profile.currency, currencyRates(me.settings));
  const groupId = useId();

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(
      { body: values, idempotencyKey: intentKeys.current.keyFor(values) },
      {
        onSuccess: (deposit) => {
          intentKeys.current.reset();
          toast.success(t('addBalanceForm.issued', { number: deposit.number }));
          navigate(balanceInvoicePath(deposit.id));
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELDS)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });
  const alert = create.isPending ? null : formLevelError(create.error, FIELDS);
  const methodError = methodField.fieldState.error?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('addBalanceForm.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Paper
        variant="outlined"
        sx={cardSx}
        component="section"
        aria-labelledby={`${groupId}-title`}
      >
        <Typography id={`${groupId}-title`} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('addBalanceForm.methodTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('addBalanceForm.methodIntro')}
        </Typography>
        <Box
          role="radiogroup"
          aria-labelledby={`${groupId}-title`}
          aria-describedby={methodError ? `${groupId}-method-error` : undefined}
          aria-invalid={methodError ? true : undefined}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          {methods.map((method) => (
            <PaymentMethodOption
              key={method.id}
              method={method}
              name={methodField.field.name}
              selected={method.id === methodField.field.value}
              onSelect={(id) => {
                methodField.field.onChange(id);
                if (form.formState.isSubmitted) void form.trigger('amount');
              }}
            />
          ))}
        </Box>
        {methodError ? (
          <FormHelperText error id={`${groupId}-method-error`} sx={{ mx: 1.75, mt: 1 }}>
            {methodError}
          </FormHelperText>
        ) : null}
      </Paper>

      <Paper
        variant="outlined"
        sx={cardSx}
        component="section"
        aria-labelledby={`${groupId}-amount`}
      >
        <Typography id={`${groupId}-amount`} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('addBalanceForm.amountTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={form.control}
            name="amount"
            label={t('addBalanceForm.amountLabel')}
            required
            inputMode="decimal"
            autoComplete="off"
            endAdornment={<InputAdornment position="end">USD</InputAdornment>}
            helperText={
              chosen
                ? t('addBalanceForm.limitsWith', {
                    limits: formatLimits(chosen, t),
                    method: chosen.label,
                  })
                : t('addBalanceForm.chooseMethod')
            }
          />
          <Box
            aria-live="polite"
            data-testid="local-amount"
            sx={{
              minHeight: 56,
              display: 'flex',
              alignItems: 'center',
              px: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              color: local ? 'text.primary' : 'text.secondary',
            }}
          >
            <Typography>{local ?? localHint(me.profile.currency, t)}</Typography>
          </Box>
        </Box>
      </Paper>

      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={create.isPending}
          startIcon={
            create.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
          }
          sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 200 }}
        >
          {create.isPending ? t('addBalanceForm.issuing') : t('addBalanceForm.submit')}
        </Button>
      </Box>
    </Box>
  );
}

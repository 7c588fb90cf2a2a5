import type { OfferedPackage } from '@kapital/shared';
import { formatMoney, parseMoney } from '@kapital/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { type Resolver, type ResolverResult, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { IntentKeys } from '@/lib/intent-key.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateInvestment } from '../api/create-investment.ts';
import { useInvestmentsText } from '../i18n.ts';
import { amountProblem, largestAmount, typedAmount, usd } from '../lib/investment-amount.ts';
import { investmentInvoicePath } from '../lib/investment-paths.ts';
import { AMOUNT_REFUSALS, isPackageGone, isStandingRefusal } from '../lib/refusals.ts';
import { type LocalCurrency, previewSchedule } from '../lib/schedule.ts';
import { InvestConfirmDialog, type PendingInvestment } from './invest-confirm-dialog.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { ScheduleTotals } from './schedule-totals.tsx';

interface InvestFormProps {
  userId: string;
  pkg: OfferedPackage;
  /** The wallet in USD, kept live by the server's balance events. */
  wallet: string;
  local: LocalCurrency | null;
  /** The server says the package is no longer offered: read it again. */
  onPackageGone: () => void;
}

interface AmountValues {
  amount: string;
}

/**
 * The amount, its full schedule computed as the worker will pay it, then a confirmation; the
 * request carries one Idempotency-Key per intended investment, so a retry cannot invest twice.
 */
export function InvestForm({ userId, pkg, wallet, local, onPackageGone }: InvestFormProps) {
  const { t } = useInvestmentsText();
  const navigate = useNavigate();
  const create = useCreateInvestment(userId);
  const keys = useRef(new IntentKeys()).current;
  const [pending, setPending] = useState<PendingInvestment | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);

  // The resolver reads the latest package, wallet and language: a balance event changes the
  // wallet while the form is open.
  const latest = useRef({ pkg, wallet, t });
  latest.current = { pkg, wallet, t };
  const resolver: Resolver<AmountValues> = (values): ResolverResult<AmountValues> => {
    const { current } = latest;
    const problem = amountProblem(values.amount, current.pkg, current.wallet, current.t);
    if (!problem) return { values, errors: {} };
    return { values: {}, errors: { amount: { type: 'validate', message: problem } } };
  };
  const form = useForm<AmountValues>({ resolver, defaultValues: { amount: '' } });
  const text = useWatch({ control: form.control, name: 'amount' });
  const amount = typedAmount(text);
  // Counted from now: the schedule starts when the investment is confirmed.
  const schedule = amount === null ? null : previewSchedule(pkg, amount, Date.now());
  const largest = largestAmount(pkg, wallet);
  const withSeconds = pkg.periodSeconds < 60;

  const onContinue = form.handleSubmit(({ amount: typed }) => {
    const minor = typedAmount(typed);
    if (minor === null) return;
    setRefusal(null);
    create.reset();
    setPending({ amount: minor, schedule: previewSchedule(pkg, minor, Date.now()) });
  });

  const onConfirm = () => {
    if (!pending) return;
    const body = { packageSlug: pkg.slug, amount: formatMoney(pending.amount) };
    create.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (investment) => {
          keys.reset();
          toast.success(t('investForm.made', { number: investment.number }));
          void navigate(investmentInvoicePath(investment.id));
        },
        onError: (error) => {
          const amountErrors = serverFieldErrors(error, ['amount'] as const, AMOUNT_REFUSALS);
          if (amountErrors.length > 0) {
            setPending(null);
            for (const [field, message] of amountErrors) {
              form.setError(field, { type: 'server', message }, { shouldFocus: true });
            }
          } else if (isStandingRefusal(error)) {
            setPending(null);
            setRefusal(error);
            if (isPackageGone(error)) onPackageGone();
          }
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onContinue} aria-labelledby="invest-form-heading">
      <Typography id="invest-form-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('investForm.amountTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('investForm.limits', {
          min: usd(parseMoney(pkg.minAmount)),
          max: usd(parseMoney(pkg.maxAmount)),
        })}
      </Typography>
      <Stack spacing={2.5}>
        {refusal ? (
          <Alert severity="error" data-testid="invest-refusal">
            {errorMessage(refusal)}
            {isPackageGone(refusal) ? (
              <>
                {' '}
                <Link
                  component={RouterLink}
                  to={paths.addInvestment}
                  color="inherit"
                  sx={{ fontWeight: 600 }}
                >
                  {t('investForm.seePackages')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="amount"
          label={t('investForm.amountLabel')}
          required
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          helperText={t('investForm.inWallet', { amount: usd(parseMoney(wallet)) })}
          endAdornment={
            largest ? (
              <InputAdornment position="end">
                <Button
                  size="small"
                  onClick={() => form.setValue('amount', largest, { shouldValidate: true })}
                  aria-label={t('investForm.maxLabel', { amount: usd(parseMoney(largest)) })}
                >
                  {t('investForm.max')}
                </Button>
              </InputAdornment>
            ) : undefined
          }
        />
        <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}>
          <ScheduleTotals schedule={schedule} local={local} live />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('investForm.continue')}
          </Button>
        </Box>
      </Stack>

      <Box component="section" aria-labelledby="invest-schedule-heading" sx={{ mt: 4 }}>
        <Typography id="invest-schedule-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('investForm.scheduleTitle')}
        </Typography>
        {schedule ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {schedule.capitalReturned > 0n
                ? t('investForm.scheduleIntroWithCapital')
                : t('investForm.scheduleIntro')}
            </Typography>
            <ScheduleTable
              label={t('investForm.scheduleTitle')}
              rows={schedule.rows}
              local={local}
              capitalReturned={pkg.capitalReturned}
              withSeconds={withSeconds}
            />
          </>
        ) : (
          <Typography color="text.secondary" data-testid="schedule-placeholder">
            {t('investForm.schedulePlaceholder')}
          </Typography>
        )}
      </Box>

      <InvestConfirmDialog
        pkg={pkg}
        pending={pending}
        local={local}
        sending={create.isPending}
        error={create.error}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

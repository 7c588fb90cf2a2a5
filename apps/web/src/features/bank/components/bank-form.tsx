import { zodResolver } from '@hookform/resolvers/zod';
import { type BankDetails, saveBankDetailsBody } from '@kapital/shared';
import { BANK_CHANGE_COOLDOWN_HOURS } from '@kapital/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormCurrentPasswordField } from '@/components/form/form-current-password-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { SecondStepField } from '@/components/second-step/second-step-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { isSecondStepRefusal, useSecondStep } from '@/lib/second-step.ts';
import { toast } from '@/lib/toast.ts';
import { WRONG_PASSWORD_FIELD } from '@/lib/wrong-password-field.ts';
import { useSaveBank } from '../api/save-bank.ts';
import { useBankText } from '../i18n.ts';

const FIELDS = ['bankName', 'accountHolder', 'accountNumber', 'swift', 'password'] as const;

interface BankFormProps {
  userId: string;
  email: string;
  /** The saved details, which the form starts from; null before the first save. */
  details: BankDetails | null;
}

const startingValues = (details: BankDetails | null) => ({
  bankName: details?.bankName ?? '',
  accountHolder: details?.accountHolder ?? '',
  accountNumber: details?.accountNumber ?? '',
  swift: details?.swift ?? '',
  password: '',
});

/**
 * Adds or changes the bank account withdrawals are paid into. The password confirms it is the
 * owner, and so does a fresh second step once two-step or a passkey is set up; a change (not the
 * first save) pauses withdrawals, which the form says before saving.
 */
export function BankForm({ userId, email, details }: BankFormProps) {
  const { t } = useBankText();
  const save = useSaveBank(userId);
  const step = useSecondStep('bank');
  const form = useForm({
    resolver: zodResolver(saveBankDetailsBody),
    defaultValues: startingValues(details),
  });

  const onSubmit = form.handleSubmit(async (body) => {
    save.reset();
    let secondStep: Record<string, string>;
    try {
      secondStep = await step.prove();
    } catch {
      return; // The step's field says why.
    }
    save.mutate(
      { body, secondStep },
      {
        onSuccess: (saved) => {
          toast.success(saved.withdrawalsOpenAt ? t('form.savedAndPaused') : t('form.saved'));
          form.reset(startingValues(saved.details));
        },
        onError: (error) => {
          if (step.refused(error)) return;
          for (const [field, message] of serverFieldErrors(error, FIELDS, WRONG_PASSWORD_FIELD)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const alert = isSecondStepRefusal(save.error)
    ? null
    : formLevelError(save.error, FIELDS, WRONG_PASSWORD_FIELD);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="bank-form-heading">
      <Typography id="bank-form-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {details ? t('form.changeHeading') : t('form.addHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('form.intro')}
      </Typography>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <FormTextField
          control={form.control}
          name="bankName"
          label={t('fields.bankName')}
          autoComplete="off"
          required
        />
        <FormTextField
          control={form.control}
          name="accountHolder"
          label={t('fields.accountHolder')}
          autoComplete="name"
          helperText={t('form.accountHolderHelp')}
          required
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
          <FormTextField
            control={form.control}
            name="accountNumber"
            label={t('fields.accountNumber')}
            autoComplete="off"
            helperText={t('form.accountNumberHelp')}
            inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
            required
          />
          <FormTextField
            control={form.control}
            name="swift"
            label={t('fields.swift')}
            autoComplete="off"
            inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
            required
          />
        </Box>
        <Divider />
        {details ? (
          <Alert severity="warning" variant="outlined">
            {t('form.changeWarning', { hours: BANK_CHANGE_COOLDOWN_HOURS })}
          </Alert>
        ) : null}
        <FormCurrentPasswordField
          control={form.control}
          name="password"
          email={email}
          helperText={t('form.passwordHelp')}
          required
        />
        <SecondStepField
          step={step}
          onPasskeyConfirmed={() => void onSubmit()}
          disabled={save.isPending}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={save.isPending || step.proving !== null}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {details ? t('form.saveNew') : t('form.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

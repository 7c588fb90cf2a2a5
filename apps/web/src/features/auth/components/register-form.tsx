import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@kapital/shared';
import { CURRENCIES, PASSWORD_MIN_LENGTH } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormCheckbox } from '@/components/form/form-checkbox.tsx';
import { FormNativeSelect } from '@/components/form/form-native-select.tsx';
import { FormPasswordField } from '@/components/form/form-password-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { type CodeFields, formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';
import { useRegister } from '../api/register.ts';
import { useAuthText } from '../i18n.ts';
import { normalizeReferralCode } from '../lib/referral-code.ts';
import { ReferralCodeHint } from './referral-code-hint.tsx';

const FIELDS = [
  'fullName',
  'userName',
  'email',
  'password',
  'currency',
  'referralCode',
  'acceptTerms',
] as const;
type Field = (typeof FIELDS)[number];

const CODE_FIELDS: CodeFields<Field> = {
  [ERROR_CODES.usernameTaken]: 'userName',
  [ERROR_CODES.emailTaken]: 'email',
};

/** Registering signs the user in; the guest-only route then moves on to the verify screen. */
export function RegisterForm({ referralSlug = '' }: { referralSlug?: string }) {
  const { t } = useAuthText();
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: {
      fullName: '',
      userName: '',
      email: '',
      password: '',
      currency: 'USD',
      referralCode: referralSlug,
    },
  });
  // A code from the link is checked at once; a typed one when the field is left.
  const [checkedCode, setCheckedCode] = useState(() => normalizeReferralCode(referralSlug));
  const referralCode = normalizeReferralCode(
    useWatch({ control: form.control, name: 'referralCode' }) ?? '',
  );

  const onSubmit = form.handleSubmit((values) =>
    // The verification mail and everything after it come in the language chosen here.
    register.mutate(
      { ...values, language: currentLanguage() },
      {
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELDS, CODE_FIELDS)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  const alert = formLevelError(register.error, FIELDS, CODE_FIELDS);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <FormTextField
          control={form.control}
          name="fullName"
          label={t('register.fullName')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="userName"
          label={t('register.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          helperText={t('register.userNameHelp')}
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('password')}
          autoComplete="new-password"
          helperText={t('newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <FormNativeSelect
          control={form.control}
          name="currency"
          label={t('register.currency')}
          options={CURRENCIES}
          required
        />
        <FormTextField
          control={form.control}
          name="referralCode"
          label={t('register.referralCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          helperText={<ReferralCodeHint code={referralCode === checkedCode ? checkedCode : ''} />}
          onBlur={() => setCheckedCode(referralCode)}
        />
        <FormCheckbox control={form.control} name="acceptTerms" label={t('register.acceptTerms')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={register.isPending}
        >
          {t('register.submit')}
        </Button>
        <Typography variant="body2" align="center">
          {/* Underlined: inside a sentence, colour alone does not set a link apart (WCAG 1.4.1). */}
          <Trans
            t={t}
            i18nKey="register.haveAccount"
            components={{
              anchor: <Link component={RouterLink} to={paths.login} underline="always" />,
            }}
          />
        </Typography>
      </Stack>
    </Box>
  );
}

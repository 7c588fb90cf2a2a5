import { SECURITY_ERROR_CODES } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-checkbox.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { useSignInTwoFactor } from '../api/sign-in-two-factor.ts';
import { useAuthText } from '../i18n.ts';
import { signInCodeResolver } from '../lib/sign-in-code-resolver.ts';

const FIELDS = ['code'] as const;
const CODE_FIELDS = { [SECURITY_ERROR_CODES.invalidCode]: 'code' } as const;

/**
 * The second step of signing in, after a right password on an account with two-step sign-in:
 * a code from the authenticator app or a backup code. It downloads only when asked for
 * (login-form.tsx). Too many wrong codes are refused with the wait, shown above the field.
 */
export function SignInCodeStep({ onBack }: { onBack: () => void }) {
  const { t } = useAuthText();
  const verify = useSignInTwoFactor();
  const form = useForm({
    resolver: signInCodeResolver,
    defaultValues: { code: '', trustBrowser: false },
  });

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS, CODE_FIELDS)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  const alert = formLevelError(verify.error, FIELDS, CODE_FIELDS);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sign-in-code-heading"
      data-testid="sign-in-code-step"
    >
      <Stack spacing={2.5}>
        <div>
          <Typography id="sign-in-code-heading" variant="h6" component="h2">
            {t('codeStep.title')}
          </Typography>
          <Typography color="text.secondary">{t('codeStep.intro')}</Typography>
        </div>
        {alert ? (
          <Alert severity="error" data-testid="sign-in-code-error">
            {alert}
          </Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="code"
          label={t('codeStep.code')}
          autoComplete="one-time-code"
          autoFocus
          required
          // Backup codes mix upper and lower case: a phone must not change what is typed.
          inputProps={{ spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' }}
        />
        <FormCheckbox
          control={form.control}
          name="trustBrowser"
          label={t('codeStep.trustBrowser')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          {t('codeStep.verify')}
        </Button>
        <Button onClick={onBack} disabled={verify.isPending} fullWidth>
          {t('codeStep.back')}
        </Button>
      </Stack>
    </Box>
  );
}

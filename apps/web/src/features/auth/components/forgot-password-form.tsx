import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@kapital/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useAuthText } from '../i18n.ts';

const FIELDS = ['email'] as const;

export function ForgotPasswordForm() {
  const { t } = useAuthText();
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) =>
    requestReset.mutate(values, {
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message });
        }
      },
    }),
  );

  if (requestReset.isSuccess) {
    return (
      <Stack spacing={3}>
        {/* The same answer whether or not the account exists: no e-mail address is revealed. */}
        <Alert severity="success">{t('forgotPassword.sent')}</Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('forgotPassword.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  const alert = formLevelError(requestReset.error, FIELDS);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={requestReset.isPending}
        >
          {t('forgotPassword.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login}>
            {t('forgotPassword.backToSignIn')}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}

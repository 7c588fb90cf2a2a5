import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody } from '@kapital/shared';
import { PASSWORD_MIN_LENGTH } from '@kapital/shared/constants';
import { ERROR_CODES } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormPasswordField } from '@/components/form/form-password-field.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { formLevelError, serverFieldErrors } from '@/lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthText } from '../i18n.ts';
import type { LoginLocationState } from '../lib/login-location-state.ts';
import { InvalidResetLink } from './invalid-reset-link.tsx';

/** Better Auth's code for an unknown, used or expired reset token. */
const FIELDS = ['newPassword'] as const;

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useAuthText();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { newPassword, token },
      {
        onSuccess: () => {
          const state: LoginLocationState = { passwordChanged: true };
          void navigate(paths.login, { replace: true, state });
        },
        onError: (error) => {
          for (const [field, message] of serverFieldErrors(error, FIELDS)) {
            form.setError(field, { type: 'server', message });
          }
        },
      },
    ),
  );

  if (isApiError(resetPassword.error, ERROR_CODES.invalidToken)) return <InvalidResetLink />;

  const alert = formLevelError(resetPassword.error, FIELDS);
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          helperText={t('newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={resetPassword.isPending}
        >
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

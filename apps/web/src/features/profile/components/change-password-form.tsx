import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@kapital/shared';
import { PASSWORD_MIN_LENGTH } from '@kapital/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormPasswordField } from '@/components/form/form-password-field.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useProfileText } from '../i18n.ts';
import { changePasswordFieldError } from '../lib/change-password-errors.ts';

/** /change-password: needs the current password; every other session of the user ends. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useProfileText();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('changePassword.changed'));
          void navigate(paths.profile);
        },
        onError: (error) => {
          const fieldError = changePasswordFieldError(error);
          if (fieldError) {
            form.setError(
              fieldError.field,
              { type: 'server', message: fieldError.message },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  const failure = changePassword.error;
  const alert = failure && !changePasswordFieldError(failure) ? errorMessage(failure) : null;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('changePassword.label')}>
      <Stack spacing={2.5}>
        {alert ? <Alert severity="error">{alert}</Alert> : null}
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          required
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          helperText={t('changePassword.newPasswordHelp', { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to={paths.profile} size="large">
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={changePassword.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

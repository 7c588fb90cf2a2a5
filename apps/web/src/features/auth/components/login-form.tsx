import { SIGN_OUT_REASONS } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { FormPasswordField } from '@/components/form/form-password-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { readLoginLocationState } from '../lib/login-location-state.ts';
import { signInErrorMessage } from '../lib/sign-in-error.ts';
import { signInResolver } from '../lib/sign-in-resolver.ts';

const FIELDS = ['email', 'password'] as const;

/** Signing in leads away on its own: the guest-only route redirects once a session exists. */
export function LoginForm() {
  const { signOutReason, signOutNotice, passwordChanged } = readLoginLocationState(
    useLocation().state,
  );
  const signIn = useSignIn();
  const form = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message });
        }
      },
    }),
  );

  const hasFieldErrors = serverFieldErrors(signIn.error, FIELDS).length > 0;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {signIn.isError && !hasFieldErrors ? (
          <Alert severity="error" data-testid="sign-in-error">
            {signInErrorMessage(signIn.error)}
          </Alert>
        ) : null}
        {!signIn.isError && signOutReason ? (
          <Alert severity="error" data-testid="sign-out-notice">
            {signOutNotice ?? SIGN_OUT_REASONS[signOutReason]}
          </Alert>
        ) : null}
        {!signIn.isError && passwordChanged ? (
          <Alert severity="success">Password changed. Sign in with your new password.</Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <div>
          <FormPasswordField
            control={form.control}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              Forgot password?
            </Link>
          </Box>
        </div>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.register}>
            Create an account
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}

import { SIGN_OUT_REASONS } from '@kapital/shared/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { FormPasswordField } from '@/components/form/form-password-field.tsx';
import { FormTextField } from '@/components/form/form-text-field.tsx';
import { paths } from '@/config/paths.ts';
import { loadChunk } from '@/lib/chunk-load.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { serverMessage } from '@/lib/i18n/server-text.ts';
import { useHydrated } from '@/lib/render-snapshot.ts';
import { useSignIn } from '../api/sign-in.ts';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in.ts';
import { useAuthText } from '../i18n.ts';
import { readLoginLocationState } from '../lib/login-location-state.ts';
import { showsSupportContact, signInErrorMessage } from '../lib/sign-in-error.ts';
import { signInResolver } from '../lib/sign-in-resolver.ts';
import { asksForSecondStep } from '../lib/two-factor-answer.ts';

const FIELDS = ['email', 'password'] as const;

/** The code step comes with the accounts that have two-step sign-in on, not with the page. */
const SignInCodeStep = lazy(async () => ({
  default: (await loadChunk('sign-in-steps', () => import('./sign-in-steps.ts'))).SignInCodeStep,
}));

/** Only a blocked or banned person sees it; its sentence with a link needs react-i18next's Trans. */
const SupportContactLine = lazy(async () => ({
  default: (await loadChunk('support-contact', () => import('./support-contact-line.tsx')))
    .SupportContactLine,
}));

/**
 * Signing in leads away on its own: the guest-only route redirects once a session exists. With
 * two-step sign-in on, the password's answer asks for a code, which takes the form's place.
 */
export function LoginForm() {
  const historyState = useLocation().state;
  // A drawn page is drawn without the history entry's state (the server never sees it): what it
  // says shows once the page is taken over, or hydration would find other text and draw the
  // form again, losing what was typed into it.
  const hydrated = useHydrated();
  const { signOutReason, signOutNotice, passwordChanged } = readLoginLocationState(
    hydrated ? historyState : null,
  );
  const { t } = useAuthText();
  const signIn = useSignIn();
  const passkey = usePasskeySignIn();
  const [codeStep, setCodeStep] = useState(false);
  // Drawn on the server as a browser with passkeys (every browser Kapital supports has WebAuthn),
  // so the card keeps its height when the app takes over; read from the browser after mount.
  // Drawn without it, the button's arrival moved the card: a layout shift of 0.06-0.12.
  const [canUsePasskeys, setCanUsePasskeys] = useState(true);
  useEffect(() => setCanUsePasskeys(typeof window.PublicKeyCredential === 'function'), []);
  const form = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    passkey.reset();
    signIn.mutate(values, {
      onSuccess: (answer) => setCodeStep(asksForSecondStep(answer)),
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message });
        }
      },
    });
  });

  if (codeStep) {
    return (
      <Suspense
        fallback={
          <CircularProgress
            aria-label={t('signIn.loading')}
            sx={{ display: 'block', mx: 'auto' }}
          />
        }
      >
        <SignInCodeStep
          onBack={() => {
            signIn.reset();
            setCodeStep(false);
          }}
        />
      </Suspense>
    );
  }

  // One of the two ways failed (the other was reset when it started); a field's own complaint
  // shows under the field instead.
  const failure = passkey.error ?? signIn.error;
  const fieldsFailed = serverFieldErrors(signIn.error, FIELDS).length > 0;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {failure && !fieldsFailed ? (
          <Alert severity="error" data-testid="sign-in-error">
            {signInErrorMessage(failure, t)}
          </Alert>
        ) : null}
        {!failure && signOutReason ? (
          <Alert severity="error" data-testid="sign-out-notice">
            {serverMessage(signOutReason, signOutNotice ?? SIGN_OUT_REASONS[signOutReason])}
          </Alert>
        ) : null}
        {showsSupportContact(failure, signOutReason) ? (
          <Suspense fallback={null}>
            <SupportContactLine />
          </Suspense>
        ) : null}
        {!failure && passwordChanged ? (
          <Alert severity="success">{t('signIn.passwordChanged')}</Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <div>
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('password')}
            autoComplete="current-password"
            required
          />
          <Box sx={{ textAlign: 'right', mt: 1 }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              {t('signIn.forgotPassword')}
            </Link>
          </Box>
        </div>
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
        {canUsePasskeys ? (
          // "Use", not "Sign in with": the password button is the one named "Sign in".
          <Button
            variant="outlined"
            size="large"
            fullWidth
            loading={passkey.isPending}
            onClick={() => {
              signIn.reset();
              passkey.mutate();
            }}
          >
            {t('signIn.usePasskey')}
          </Button>
        ) : null}
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.register}>
            {t('signIn.createAccount')}
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}

import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useTokenFromAddressBar } from '@/features/auth/hooks/use-token-from-address-bar.ts';

export function ResetPasswordRoute() {
  const token = useTokenFromAddressBar();
  return (
    <CenteredCardLayout
      title="Choose a new password"
      description={token ? 'Every device signed in to your account will be signed out.' : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </CenteredCardLayout>
  );
}

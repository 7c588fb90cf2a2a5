import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link.tsx';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { useTokenFromAddressBar } from '@/features/auth/hooks/use-token-from-address-bar.ts';
import { useAuthText } from '@/features/auth/i18n.ts';

export function ResetPasswordRoute() {
  const token = useTokenFromAddressBar();
  const { t } = useAuthText();
  return (
    <CenteredCardLayout
      title={t('resetPassword.title')}
      description={token ? t('resetPassword.description') : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </CenteredCardLayout>
  );
}

import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { useAuthText } from '@/features/auth/i18n.ts';

export function ForgotPasswordRoute() {
  const { t } = useAuthText();
  return (
    <CenteredCardLayout
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
    >
      <ForgotPasswordForm />
    </CenteredCardLayout>
  );
}

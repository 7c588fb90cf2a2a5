import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { useAuthText } from '@/features/auth/i18n.ts';

export function LoginRoute() {
  const { t } = useAuthText();
  return (
    <CenteredCardLayout title={t('signIn.title')} description={t('signIn.description')}>
      <LoginForm />
    </CenteredCardLayout>
  );
}

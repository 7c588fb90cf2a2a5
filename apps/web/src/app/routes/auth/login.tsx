import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

export function LoginRoute() {
  return (
    <CenteredCardLayout title="Sign in" description="Welcome back to Kapital.">
      <LoginForm />
    </CenteredCardLayout>
  );
}

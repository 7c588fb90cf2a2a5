import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  return (
    <CenteredCardLayout
      title="Reset your password"
      description="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </CenteredCardLayout>
  );
}

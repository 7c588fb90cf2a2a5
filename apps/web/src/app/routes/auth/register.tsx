import { useParams } from 'react-router';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';

/** /register and /register/{slug}, where the slug is a referral code. */
export function RegisterRoute() {
  const { slug } = useParams();
  return (
    <CenteredCardLayout
      title="Create your account"
      description="Hold, invest and trade from one wallet."
    >
      {/* Keyed by the slug so following another referral link starts a fresh form. */}
      <RegisterForm key={slug ?? ''} referralSlug={slug} />
    </CenteredCardLayout>
  );
}

import { useParams } from 'react-router';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useAuthText } from '@/features/auth/i18n.ts';

/** /register and /register/{slug}, where the slug is a referral code. */
export function RegisterRoute() {
  const { slug } = useParams();
  const { t } = useAuthText();
  return (
    <CenteredCardLayout title={t('register.title')} description={t('register.description')}>
      {/* Keyed by the slug so following another referral link starts a fresh form. */}
      <RegisterForm key={slug ?? ''} referralSlug={slug} />
    </CenteredCardLayout>
  );
}

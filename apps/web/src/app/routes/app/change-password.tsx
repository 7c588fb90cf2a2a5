import { BRAND_NAME } from '@kapital/shared/constants';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form.tsx';
import { ProfileScreenHeading } from '@/features/profile/components/profile-screen-heading.tsx';
import { useSignedIn } from '@/lib/signed-in-context.ts';

export function ChangePasswordRoute() {
  const { me } = useSignedIn();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <title>{`Change password · ${BRAND_NAME}`}</title>
      <ProfileScreenHeading
        title="Change password"
        description="Every other device signed in to your account will be signed out."
        backToProfile
      />
      <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
        <ChangePasswordForm email={me.profile.email} />
      </Card>
    </Box>
  );
}

import { useParams } from 'react-router';
import { StaffAccessSignIn } from '@/features/auth/components/staff-access-sign-in.tsx';

/** /login-admin/{username}/{token}, and /login-admin once the token has left the address. */
export function LoginAdminRoute() {
  const { username, token } = useParams();
  return <StaffAccessSignIn userName={username} token={token} />;
}

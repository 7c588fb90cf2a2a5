import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/get-session.ts';
import {
  afterSignInPath,
  readLoginLocationState,
} from '@/features/auth/lib/login-location-state.ts';

/**
 * Sign-in and registration are for visitors. Whoever has a session moves on: back to the page
 * that sent them to /login, or home, where an unverified user meets the verify screen.
 */
export function GuestLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.data) {
    return <Navigate to={afterSignInPath(readLoginLocationState(location.state))} replace />;
  }
  return <Outlet />;
}

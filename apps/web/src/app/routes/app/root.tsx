import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShellText } from '@/app/i18n.ts';
import { RouteErrorBoundary } from '@/app/routes/route-error.tsx';
import { useServerEvents } from '@/app/shell/use-server-events.ts';
import { UnavailableScreen } from '@/components/errors/unavailable-screen.tsx';
import { CenteredCardLayout } from '@/components/layouts/centered-card-layout.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { paths } from '@/config/paths.ts';
import { sessionQueryKey, useSession } from '@/features/auth/api/get-session.ts';
import { SignOutButton } from '@/features/auth/components/sign-out-button.tsx';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen.tsx';
import type { LoginLocationState } from '@/features/auth/lib/login-location-state.ts';
import { sessionStatus } from '@/features/auth/lib/session-status.ts';
import { tickersQueryOptions } from '@/features/market/api/get-tickers.ts';
import { useMe } from '@/features/profile/api/get-me.ts';
import { classifyMeFailure } from '@/features/profile/lib/classify-me-failure.ts';
import type { ForcedSignOut } from '@/lib/sign-out-reason.ts';
import type { SignedInContext } from '@/lib/signed-in-context.ts';
import { prefetchDashboardData } from './dashboard-data.ts';
import { useForcedSignOut } from './use-forced-sign-out.ts';

/** Re-exported so the customer's shell downloads in this chunk, not a chunk of its own. */
export { UserShell } from './user-shell.tsx';

/** The signed-in area at '/': the session rules of the seed (section 4) live here. */
export function AppRoot() {
  const session = useSession();
  const location = useLocation();
  // Set when the platform signed the user out, so /login can say why.
  const [forced, setForced] = useState<ForcedSignOut | null>(null);
  const status = sessionStatus(session.data ?? null);

  if (status.kind === 'signed-out') {
    // In the history entry's state, not the address: no link can show a notice of its own.
    const state: LoginLocationState = forced
      ? { signOutReason: forced.reason, signOutNotice: forced.notice }
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (status.kind === 'unverified') return <VerifyEmailScreen email={status.email} />;
  return <VerifiedArea userId={status.userId} onForcedSignOut={setForced} />;
}

interface VerifiedAreaProps {
  userId: string;
  onForcedSignOut: (forced: ForcedSignOut) => void;
}

function VerifiedArea({ userId, onForcedSignOut }: VerifiedAreaProps) {
  const { t } = useShellText();
  const queryClient = useQueryClient();
  const me = useMe(userId);
  const forceSignOut = useForcedSignOut(onForcedSignOut);
  useServerEvents(userId, forceSignOut);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // The shell's prices and the first screen's data are asked for with the profile, not once it
  // has come and the shell has rendered.
  usePrefetchQuery(tickersQueryOptions());
  useEffect(() => {
    if (firstPath.current === paths.home) void prefetchDashboardData(queryClient, userId);
  }, [queryClient, userId]);

  useEffect(() => {
    if (!me.error) return;
    const failure = classifyMeFailure(me.error);
    if (failure.kind === 'missing-profile') {
      console.log('No such document!');
    } else if (failure.kind === 'session-outdated') {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    } else if (failure.kind === 'forced-sign-out') {
      void forceSignOut({ reason: failure.reason, notice: failure.notice });
    }
  }, [me.error, queryClient, forceSignOut]);

  if (me.data) {
    const context: SignedInContext = { me: me.data };
    // The customer's shell (UserShell) or the console's (AdminLayout), by the route.
    return (
      <RouteErrorBoundary>
        <Outlet context={context} />
      </RouteErrorBoundary>
    );
  }

  const failure = me.error ? classifyMeFailure(me.error) : null;
  if (failure?.kind === 'missing-profile') {
    return (
      <CenteredCardLayout
        title={t('signedInArea.profileMissingTitle')}
        description={t('signedInArea.profileMissingDescription')}
      >
        <SignOutButton size="large" />
      </CenteredCardLayout>
    );
  }
  if (failure?.kind === 'unavailable') {
    return (
      <UnavailableScreen
        message={failure.message}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
        actions={<SignOutButton size="large" variant="text" />}
      />
    );
  }
  // Loading, or on the way out after a forced sign-out or an outdated session.
  return <PageSpinner label={t('signedInArea.loading')} />;
}

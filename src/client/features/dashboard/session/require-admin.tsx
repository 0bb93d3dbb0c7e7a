import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useToast } from '@client/components/ui/toast';
import { useAdminLogout, useAdminMe } from '../api';
import { GENERAL_MESSAGES } from '@shared/messages';
import { DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { isNotAdmin, isUnauthorized } from '@client/lib/api-errors';
import { DASHBOARD_PATHS } from '../dashboard-paths';
import { AdminSessionContext, type AdminSession } from './admin-session';
import { signInPath } from './login-redirect';
import { useUnauthorizedWatch } from './use-unauthorized-watch';

/**
 * Asks the server (admin.me) whether the visitor holds an admin session. Without one it redirects to
 * /admin remembering the origin; with one it renders the dashboard and watches for the session ending.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  // Set once the session is over: nothing of the dashboard may render or refetch while the
  // sign-in page loads, or its 401s would redirect a second time and lose the reason.
  const [leaving, setLeaving] = useState(false);
  const me = useAdminMe({ refetchOnMount: 'always', enabled: !leaving });
  const { mutateAsync: logoutOnServer } = useAdminLogout();
  const here = `${location.pathname}${location.search}`;

  // Cached dashboard data must not outlive the session it was read with.
  const leave = useCallback(
    (to: string) => {
      setLeaving(true);
      void navigate(to, { replace: true });
      queryClient.removeQueries();
    },
    [navigate, queryClient],
  );

  const expire = useCallback(() => leave(signInPath({ next: here, reason: 'expired' })), [leave, here]);

  const signOut = useCallback(async () => {
    try {
      await logoutOnServer();
    } catch (error) {
      // Already signed out on the server is as good as signing out now.
      if (!isUnauthorized(error)) {
        toast.error(DASHBOARD_MESSAGES.signOutFailed);
        return;
      }
    }
    leave(signInPath({ reason: 'signed-out' }));
  }, [logoutOnServer, leave, toast]);

  useUnauthorizedWatch(expire);

  const username = me.data?.username;
  const role = me.data?.role;
  const showroom = me.data?.showroom ?? null;
  const mustChangePassword = me.data?.temporaryPassword ?? false;
  const session = useMemo<AdminSession | null>(
    () => (username && role ? { username, role, showroom, mustChangePassword, signOut, expire } : null),
    [username, role, showroom, mustChangePassword, signOut, expire],
  );

  if (leaving)
    return (
      <CenteredNote>
        <Spinner size="lg" />
      </CenteredNote>
    );
  if (me.isError && isNotAdmin(me.error)) {
    return <Navigate to={signInPath({ next: here, reason: me.data ? 'expired' : undefined })} replace />;
  }
  if (me.isError && !me.data) {
    return (
      <CenteredNote>
        <p role="alert" className="text-ink">
          {DASHBOARD_MESSAGES.serverUnreachable}
        </p>
        <Button variant="outline" onClick={() => void me.refetch()} loading={me.isFetching}>
          {GENERAL_MESSAGES.retry}
        </Button>
      </CenteredNote>
    );
  }
  // An account that must have a second factor and has none reaches only its enrolment, once its
  // temporary password is changed (DashboardScreens sends it to that screen first).
  if (
    me.data?.mfaSetupRequired &&
    !me.data.temporaryPassword &&
    location.pathname.replace(/\/+$/, '') !== DASHBOARD_PATHS.twoStep
  )
    return <Navigate to={DASHBOARD_PATHS.twoStep} replace />;
  if (!session) {
    return (
      <CenteredNote>
        <Spinner size="lg" label={DASHBOARD_MESSAGES.checkingSession} />
        <p aria-hidden="true" className="text-stone">
          {DASHBOARD_MESSAGES.checkingSession}
        </p>
      </CenteredNote>
    );
  }
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

function CenteredNote({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory p-6">
      <div className="flex flex-col items-center gap-4 text-center">{children}</div>
    </main>
  );
}

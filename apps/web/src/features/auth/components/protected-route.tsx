import { APP_MESSAGES, LOGIN_MESSAGES } from '@/config/messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../api/get-session';

/**
 * While the session is checked: 'Loading your profile...', and once the page has waited longer
 * than a moment, the wake-up message (a free server sleeps when idle). It waits as long as the
 * check does. Counted from the page's start: the check began then, before any screen showed.
 */
function SessionCheck() {
  const [slow, setSlow] = useState(() => performance.now() >= TIMEOUTS.protectedRouteSpinner);
  useEffect(() => {
    if (slow) return;
    const wait = TIMEOUTS.protectedRouteSpinner - performance.now();
    const timer = setTimeout(() => setSlow(true), wait);
    return () => clearTimeout(timer);
  }, [slow]);
  return (
    <div className="session-check">
      <Spinner label={APP_MESSAGES.loadingProfile} fullPage />
      {slow && (
        <p className="notice" role="status">
          {LOGIN_MESSAGES.waking}
        </p>
      )}
    </div>
  );
}

/**
 * Signed-in screens: shown once the session is known; a visitor goes to /login, then back here,
 * or sees `visitor` where the screen has a public face (a shared activity's preview).
 */
export function ProtectedRoute({
  children,
  visitor,
}: {
  children?: ReactNode;
  visitor?: ReactNode;
}) {
  const { isAuthenticated, loading, signedOut } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return children ?? <Outlet />;
  if (loading) return <SessionCheck />;
  if (signedOut) return <Navigate to={paths.home} replace />;
  if (visitor) return visitor;
  return (
    <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
  );
}

/** Visitors' screens (log in, sign up): a signed-in student goes where they were headed, or the dashboard. */
export function VisitorRoute({ children }: { children?: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (loading) return <SessionCheck />;
  if (!isAuthenticated) return children ?? <Outlet />;
  const from = (location.state as { from?: string } | null)?.from;
  return <Navigate to={from ?? paths.dashboard} replace />;
}

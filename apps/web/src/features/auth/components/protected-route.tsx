import { APP_MESSAGES, TIMEOUTS } from '@peerconnect/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../auth-provider';

/** Signed-in only: a short 'Loading your profile...' while auth settles (capped), then /login if signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading, signedOut } = useAuth();
  const location = useLocation();
  const [waitedEnough, setWaitedEnough] = useState(false);

  // Timed only while auth loads: a timer firing on a signed-in screen would re-render all of it.
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaitedEnough(true), TIMEOUTS.protectedRouteSpinner);
    return () => clearTimeout(timer);
  }, [loading]);

  if (isAuthenticated) return <>{children}</>;
  if (signedOut) return <Navigate to={paths.home} replace />;
  if (loading && !waitedEnough) return <Spinner label={APP_MESSAGES.loadingProfile} fullPage />;
  return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
}

/** Visitors only (the register page): a signed-in user goes to the dashboard instead. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to={paths.dashboard} replace /> : <>{children}</>;
}

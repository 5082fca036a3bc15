import { TIMEOUTS } from '@peerconnect/contracts';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import type { AuthState } from '@/features/auth/auth-reducer';
import { AppRoutes } from './router';

/**
 * The start-up spinner shows while the saved session is restored (a few hundred milliseconds at
 * most with a cached user), with a safety fallback at 2 s. No artificial delay is added.
 */
function StartGate() {
  const { loading } = useAuth();
  const [fallback, setFallback] = useState(false);
  // Timed only while loading: a timer firing after start would re-render every screen.
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setFallback(true), TIMEOUTS.appStartFallback);
    return () => clearTimeout(timer);
  }, [loading]);
  if (loading && !fallback) return <Spinner label="Loading PeerConnect..." fullPage />;
  return <AppRoutes />;
}

/** The app under whichever router holds it: the browser's, or a static one when prerendering. */
export function AppContent({ startingAuth }: { startingAuth?: () => AuthState }) {
  return (
    <AuthProvider start={startingAuth}>
      <StartGate />
    </AuthProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}

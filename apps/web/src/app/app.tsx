import { APP_MESSAGES } from '@/config/messages';
import { TIMEOUTS } from '@/config/timeouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SessionWatch, useAuth } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * The start-up spinner shows while a stale saved session is checked, for at most a moment: then
 * the screens show, each guarded route waiting on the check itself. A visitor or a recently
 * cached session starts settled, with no spinner at all.
 */
function StartGate() {
  const { loading } = useAuth();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaited(true), TIMEOUTS.appStartFallback);
    return () => clearTimeout(timer);
  }, [loading]);
  if (loading && !waited) return <Spinner label={APP_MESSAGES.loadingApp} fullPage />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StartGate />
      <SessionWatch />
    </QueryClientProvider>
  );
}

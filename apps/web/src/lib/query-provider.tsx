import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The server-state cache for signed-in screens. Loaded lazily (see app/server-state.tsx) so the
 * landing and login pages, which fetch no lists, don't download TanStack Query. A cache provided
 * further up (a test's own) is kept, so every screen in one tree shares one cache.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? queryClient}>{children}</QueryClientProvider>;
}

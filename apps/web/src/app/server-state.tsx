import type { ReactNode } from 'react';
import { lazyRoute } from '@/lib/lazy-route';

const QueryProvider = lazyRoute(() => import('@/lib/query-provider'));

/** Wraps what reads server state (signed-in screens, the unread badge) in the lazily loaded cache. */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

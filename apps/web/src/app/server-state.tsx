import type { ComponentType, ReactNode } from 'react';
import { lazyRoute } from '@/lib/lazy-route';

const loadQueryProvider = () => import('@/lib/query-provider');
const QueryProvider = lazyRoute(loadQueryProvider);

/** Wraps what reads server state (the unread badge) in the lazily loaded cache. */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

/**
 * A signed-in screen inside the cache it reads, both fetched at once: nesting a lazy screen in
 * the lazy provider would fetch them one after the other (a round trip more before it renders).
 */
export function lazyScreenWithServerState(load: () => Promise<{ default: ComponentType }>) {
  return lazyRoute(async () => {
    const [{ default: Screen }, { default: Provider }] = await Promise.all([
      load(),
      loadQueryProvider(),
    ]);
    return {
      default: function ScreenWithServerState() {
        return (
          <Provider>
            <Screen />
          </Provider>
        );
      },
    };
  });
}

import { MINUTE } from '@peerconnect/contracts';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, hasCode } from './api-client';

/** A database coming back (503 DATABASE_UNAVAILABLE) is asked again for about 3 minutes. */
const DATABASE_RETRIES = 8;

// TanStack Query takes the network as there until an event says otherwise: an app opened offline
// starts offline, its queries waiting (showing what was kept, offline-queries.ts), not failing.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: MINUTE,
        // A 4xx will not fix itself; a dropped connection, a waking server or database might.
        retry: (failures, error) =>
          hasCode(error, 'DATABASE_UNAVAILABLE')
            ? failures < DATABASE_RETRIES
            : failures < 2 && !(error instanceof ApiRequestError && error.kind === 'http'),
        refetchOnWindowFocus: false,
      },
      // Offline, a change fails at once with the network error the screen shows, instead of
      // waiting unseen to run whenever the network returns.
      mutations: { networkMode: 'always' },
    },
  });
}

/** The app's one cache, shared by every signed-in screen. */
export const queryClient = createQueryClient();

import { MINUTE } from '@peerconnect/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: MINUTE,
        // A 4xx will not fix itself; a dropped connection or a waking server might.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiRequestError && error.kind === 'http'),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The app's one cache, shared by every signed-in screen. */
export const queryClient = createQueryClient();

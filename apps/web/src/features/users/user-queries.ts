import { userEndpoints, type PublicProfile } from '@peerconnect/contracts';
import { CACHE_TTL, TIMEOUTS } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** GET /api/users/{id}: another student's public profile and how the viewer stands with them. */
export function fetchUser(id: string): Promise<PublicProfile> {
  return apiCall(userEndpoints.profile, { params: { id } }, { timeoutMs: TIMEOUTS.userFetch });
}

export const userOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => fetchUser(id),
    // The query client's default retries: twice, 1 s then 2 s apart.
    staleTime: CACHE_TTL.profile,
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...userOptions(id ?? ''), enabled: Boolean(id) });
}

import { CACHE_TTL, TIMEOUTS, type PublicUser } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const userKeys = {
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** GET /api/users/{id}: another student's public profile (10 s timeout, spec §7). */
export function fetchUser(id: string): Promise<PublicUser> {
  return apiRequest<PublicUser>(`/api/users/${id}`, { timeoutMs: TIMEOUTS.userFetch });
}

export const userOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => fetchUser(id),
    staleTime: CACHE_TTL.profile,
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...userOptions(id ?? ''), enabled: Boolean(id) });
}
